import type { ZodType } from 'zod';
import { apiFetch } from '../../../shared/lib/api-client';
import type { RequestOptions } from '../../../shared/lib/api-client';
import { ApiRequestError } from '../../../shared/lib/api-error';

/**
 * A preset call that expects one success status (spec 7: 201, 202 or 204). Any other success is only logged as
 * a warning (spec 7), and the answer is still read.
 */
export async function presetCall<T>(
  path: string,
  expected: number,
  schema: ZodType<T> | undefined,
  options: RequestOptions,
): Promise<T | undefined> {
  const response = await apiFetch(path, options);
  if (response.status !== expected)
    console.warn(`${options.method ?? 'GET'} ${path} answered ${response.status}, expected ${expected}`);
  if (!schema) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiRequestError('generic', response.status, [], `Unexpected answer from ${path}`);
  return parsed.data;
}
