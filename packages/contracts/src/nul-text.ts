import { z } from 'zod';
import { fieldMessages } from './fields';

/** How deep and how many values an input is searched; a body past them is refused rather than searched on. */
const MAX_DEPTH = 64;
const MAX_VALUES = 100_000;

type Path = (string | number)[];

/** A surrogate half without its other half: not Unicode, so it has no UTF-8 form and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL character or a lone surrogate (JSON's `"\ud800"`). */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where an input holds text with a NUL character or a lone surrogate, as paths (a key with one counts too).
 * PostgreSQL text cannot hold either, so every text field of every request refuses them: this is the one rule,
 * applied to every request by `nulTextRule`. The search runs on a stack, so a deeply nested body cannot exhaust
 * the call stack.
 */
export function nulTextPaths(input: unknown): { paths: Path[]; tooDeep: boolean } {
  const paths: Path[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: Path };
    if (++seen > MAX_VALUES || path.length > MAX_DEPTH) return { paths, tooDeep: true };
    if (typeof value === 'string') {
      if (unstorable(value)) paths.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) paths.push([...path, key]);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return { paths, tooDeep: false };
}

/**
 * The rule as a schema that accepts any input but text PostgreSQL cannot store: a request is checked against it
 * and against its own schema, and answered with the issues of both, one per field.
 */
export const nulTextRule = z.unknown().superRefine((input, ctx) => {
  const { paths, tooDeep } = nulTextPaths(input);
  if (tooDeep) ctx.addIssue({ code: 'custom', message: fieldMessages.tooDeep, path: [] });
  for (const path of paths.slice(0, 20)) ctx.addIssue({ code: 'custom', message: fieldMessages.text, path });
});
