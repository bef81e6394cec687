import type { ZodType } from 'zod';
import { retryImport } from './lazy-retry';

/**
 * A contract schema, or how to load it. The first screens pass loaders, so that their answer schemas (and zod
 * with them) load alongside their first requests rather than with the page's own code.
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** Starts loading a schema (retried as a screen's code is); awaited once the answer is in. */
export function loadSchema<T>(schema: AnswerSchema<T>): Promise<ZodType<T>> {
  return typeof schema === 'function' ? loadQuietly(schema) : Promise.resolve(schema);
}

/** Loads in the background: when the request fails first, nothing awaits the load, and its failure is no news. */
export function loadQuietly<T>(load: () => Promise<T>): Promise<T> {
  const loading = retryImport(load);
  loading.catch(() => undefined);
  return loading;
}
