import type { ZodType } from 'zod';

/** What a form schema finds wrong with the values: each problem as its field's path and its message. */
export const issuesOf = (schema: ZodType, values: unknown): [string, string][] =>
  (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
