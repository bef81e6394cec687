import { parseArgs } from 'node:util';

/** A mistake in the command line: the CLI prints it with the command's usage and exits 2. */
export class UsageError extends Error {}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;
type Value = string | boolean | (string | boolean)[] | undefined;

/** Parsed options with typed, checked getters that throw UsageError. */
export class Args {
  constructor(
    private readonly values: Record<string, Value>,
    readonly positionals: readonly string[],
  ) {}

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  optionalString(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} needs a value`);
    return value.trim();
  }

  string(name: string): string {
    const value = this.optionalString(name);
    if (value === undefined) throw new UsageError(`--${name} is required`);
    return value;
  }

  strings(name: string): string[] {
    const value = this.values[name];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return list.map((item) => {
      if (typeof item !== 'string' || item.trim() === '') throw new UsageError(`--${name} needs a value`);
      return item.trim();
    });
  }

  flag(name: string): boolean {
    return this.values[name] === true;
  }

  choice<const T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.optionalString(name);
    if (value === undefined) return undefined;
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined)
      throw new UsageError(`--${name} must be one of ${allowed.join(', ')}; got '${value}'`);
    return found;
  }

  requiredChoice<const T extends string>(name: string, allowed: readonly T[]): T {
    const value = this.choice(name, allowed);
    if (value === undefined) throw new UsageError(`--${name} is required (${allowed.join(', ')})`);
    return value;
  }

  onOff(name: string): boolean | undefined {
    const value = this.choice(name, ['on', 'off']);
    return value === undefined ? undefined : value === 'on';
  }

  requiredOnOff(name: string): boolean {
    return this.requiredChoice(name, ['on', 'off']) === 'on';
  }
}

/** Options that each take one value: what most commands' options are. */
export function stringOptions(...names: readonly string[]): OptionSpec {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
}

/** node:util parseArgs in strict mode, with its errors turned into one-line UsageErrors. */
export function parse(argv: readonly string[], options: OptionSpec, maxPositionals = 0): Args {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: maxPositionals > 0 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Node adds advice about '--' after the first sentence; the usage line says enough.
    throw new UsageError(message.split(/\.\s/)[0] ?? message);
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument '${parsed.positionals[maxPositionals] ?? ''}'`);
  }
  return new Args(parsed.values, parsed.positionals);
}
