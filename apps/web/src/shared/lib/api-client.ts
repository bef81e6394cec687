import { CSRF_HEADER, errorCodes } from '@freight/contracts';
import type { ApiError } from '@freight/contracts';
import { loadSchema } from './answer-schema';
import type { AnswerSchema } from './answer-schema';
import { ApiRequestError, errorKindForStatus, isExceptionalStatus } from './api-error';
import { csrfToken } from './csrf';
import { buildQuery } from './query-string';
import type { QueryParams } from './query-string';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Spec 7.1: some calls send `Accept: text/html`: those asking about a web page for a person rather than data
   * (ARCHITECTURE.md, "Accept: text/html"). Everything else asks for JSON.
   */
  accept?: 'json' | 'html';
  /** 'manual' leaves a redirect unfollowed, as an opaque answer (the tracking-url check). */
  redirect?: RequestRedirect;
  /** Leave error answers to the caller (GraphQL reads its own error shape). Network failures still throw. */
  allowErrorStatus?: boolean;
}

const unsafeMethods: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A call that has not answered by then is given up, and the screen says so (spec 8.4 "taking longer"). */
export const REQUEST_TIMEOUT_MS = 60_000;

async function send(path: string, options: RequestOptions, refreshCsrf: boolean): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: options.accept === 'html' ? 'text/html' : 'application/json',
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (unsafeMethods.includes(method)) headers[CSRF_HEADER] = await csrfToken({ refresh: refreshCsrf });
  return fetch(`${path}${buildQuery(options.query)}`, {
    method,
    headers,
    credentials: 'same-origin',
    redirect: options.redirect ?? 'follow',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const errorDocumentSchema = () =>
  import('@freight/contracts/errors').then((module) => module.apiErrorDocumentSchema);

/** The error list of an error answer, when it has the API's shape (its schema loads with the first error). */
export async function errorList(body: unknown): Promise<ApiError[] | undefined> {
  if (typeof body !== 'object' || body === null) return undefined;
  const parsed = (await loadSchema(errorDocumentSchema)).safeParse(body);
  return parsed.success ? parsed.data.errors : undefined;
}

/** Spec 8.1: turns an error answer into an ApiRequestError of the matching kind. */
export async function toRequestError(response: Response): Promise<ApiRequestError> {
  const list = await errorList(await readJson(response));
  const error = new ApiRequestError(
    errorKindForStatus(response.status, list !== undefined),
    response.status,
    list ?? [],
  );
  if (isExceptionalStatus(response.status)) {
    const log = response.status >= 500 ? console.error : console.warn;
    log(`API ${response.status} ${response.url}`, list);
  }
  return error;
}

/**
 * The one way the app calls the API: same-origin cookies carry the session (sliding expiry is refreshed by every
 * call), unsafe methods carry the CSRF header, and failures become typed ApiRequestErrors (spec 8.1).
 */
type FailureListener = (path: string, options: RequestOptions, error: ApiRequestError) => void;
const failureListeners = new Set<FailureListener>();

/** Told of every failed call (telemetry: validation events and failed requests); returns the way to stop. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function told(path: string, options: RequestOptions, error: ApiRequestError): ApiRequestError {
  for (const listener of failureListeners) listener(path, options, error);
  return error;
}

export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, options, false);
    if (response.status === 403 && unsafeMethods.includes(options.method ?? 'GET')) {
      // the CSRF cookie can rotate with the session; fetch a fresh token once and try again
      const list = await errorList(await readJson(response.clone()));
      if (list?.some((e) => e.code === errorCodes.csrf)) response = await send(path, options, true);
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'TimeoutError') {
      throw new ApiRequestError(
        'timeout',
        undefined,
        [],
        `No answer from ${path} in ${REQUEST_TIMEOUT_MS} ms`,
      );
    }
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw told(
      path,
      options,
      new ApiRequestError('network', undefined, [], cause instanceof Error ? cause.message : 'Network error'),
    );
  }
  if (!response.ok && !options.allowErrorStatus) throw told(path, options, await toRequestError(response));
  return response;
}

/** Calls the API and validates the JSON answer with the contract's schema (loaded while the call is under way). */
export async function apiRequest<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const loading = loadSchema(schema);
  const response = await apiFetch(path, options);
  const parsed = (await loading).safeParse(await readJson(response));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiRequestError('generic', response.status, [], `Unexpected answer from ${path}`);
  }
  return parsed.data;
}

/** Calls the API for an answer without a body (204). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await apiFetch(path, options);
}
