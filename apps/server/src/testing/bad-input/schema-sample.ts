/**
 * A plausible value for a route's schema (zod, or the plain JSON schema a plugin such as the GraphQL adapter
 * registers), so bad values can be put into bodies that are otherwise shaped right and reach deeper code.
 */

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  options?: unknown[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: unknown;
  items?: unknown[];
  left?: unknown;
  right?: unknown;
  format?: string;
  getter?: () => unknown;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const zodDefOf = (schema: unknown): ZodDef | undefined =>
  typeof schema === 'object' && schema !== null && '_zod' in schema
    ? (schema as { _zod: { def: ZodDef } })._zod.def
    : undefined;

const stringByFormat: Record<string, string> = {
  date: '2026-03-06',
  datetime: '2026-03-06T10:00:00.000Z',
  email: 'someone@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
  url: 'https://example.com/',
};

function sampleZod(def: ZodDef, depth: number): unknown {
  if (depth > 12) return null;
  const next = (schema: unknown) => sampleOf(schema, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, next(value)]));
    case 'array':
      return [next(def.element)];
    case 'tuple':
      return (def.items ?? []).map(next);
    case 'record':
      return { key: next(def.valueType) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return next(def.innerType);
    case 'pipe':
      // A preprocess or transform step says nothing of its input; the schema after it does.
      return zodDefOf(def.in)?.type === 'transform' ? next(def.out) : next(def.in);
    case 'union':
      return next(def.options?.[0]);
    case 'intersection': {
      const left = next(def.left);
      const right = next(def.right);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'lazy':
      return def.getter ? next(def.getter()) : null;
    case 'literal':
      return def.values?.[0] ?? null;
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? 'x';
    case 'string':
      return stringByFormat[def.format ?? ''] ?? 'x';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function sampleJson(schema: JsonSchema, depth: number): unknown {
  if (depth > 12) return null;
  if (schema.anyOf?.[0]) return sampleJson(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleJson(value, depth + 1)]),
    );
  if (type === 'array') return schema.items ? [sampleJson(schema.items, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return 'x';
}

/** A plausible value for a zod or JSON schema; undefined when the route declares none. */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (schema === undefined || schema === null) return undefined;
  const def = zodDefOf(schema);
  if (def) return sampleZod(def, depth);
  return typeof schema === 'object' ? sampleJson(schema as JsonSchema, depth) : undefined;
}

type Path = (string | number)[];

/** The paths of a sample's leaves (values that are not objects or arrays), and of its arrays. */
export function pathsOf(
  value: unknown,
  path: Path = [],
  out = { leaves: [] as Path[], arrays: [] as Path[] },
) {
  if (Array.isArray(value)) {
    out.arrays.push(path);
    value.forEach((item, index) => pathsOf(item, [...path, index], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  } else {
    out.leaves.push(path);
  }
  return out;
}

/** A deep copy of `value` with the value at `path` replaced. */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, replacement) };
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );
}
