import { endpointPath, successStatuses } from '@freight/contracts';
import type { EndpointDef, EndpointResult, EndpointRoute } from '@freight/contracts';
import type { z, ZodType } from 'zod';
import { apiFetch } from './api-client';
import { loadQuietly } from './answer-schema';
import type { RequestOptions } from './api-client';
import { ApiRequestError } from './api-error';
import type { QueryParams } from './query-string';

type Part<S, K extends string> = S extends ZodType ? { [P in K]: z.input<S> } : { [P in K]?: undefined };

/** What a call of the endpoint needs: its path parameters, query and body as its descriptor types them. */
export type CallInput<E extends EndpointDef> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'> &
  Pick<RequestOptions, 'signal' | 'headers' | 'accept'>;

/**
 * An endpoint named by its route, its descriptor (the answer schemas, and zod with them) loaded alongside its
 * first call: what the first screens call, so that their code carries no schema.
 */
export interface DeferredEndpoint<E extends EndpointDef> {
  route: Pick<E, 'method' | 'path'>;
  load: () => Promise<E>;
}

/** The deferred endpoints of a descriptor group: its routes now, the group itself when a call needs it. */
export function deferEndpoints<G extends Record<string, EndpointDef>>(
  routes: NoInfer<{ [K in keyof G]: Pick<G[K], 'method' | 'path'> }>,
  load: () => Promise<G>,
): { [K in keyof G]: DeferredEndpoint<G[K]> } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      { route, load: () => load().then((group) => group[name]) },
    ]),
  ) as { [K in keyof G]: DeferredEndpoint<G[K]> };
}

/** Sends a call of the endpoint: its path filled in, its query, body and options. */
export function sendEndpoint<E extends EndpointDef>(
  endpoint: E | Pick<E, 'method' | 'path'>,
  input: CallInput<E>,
): Promise<Response> {
  const route: EndpointRoute = endpoint;
  const path = endpointPath(route, input.params as object | undefined);
  return apiFetch(path, {
    method: route.method,
    query: input.query as QueryParams | undefined,
    body: input.body,
    signal: input.signal,
    headers: input.headers,
    accept: input.accept,
  });
}

/** Reads a success answer with the descriptor's schema for the status the server gave (or its first success). */
export async function readAnswer<E extends EndpointDef>(
  endpoint: E,
  response: Response,
): Promise<EndpointResult<E>> {
  const schema =
    endpoint.responses[response.status] ?? endpoint.responses[successStatuses(endpoint)[0] ?? 200];
  const text = response.status === 204 || endpoint.method === 'HEAD' ? '' : await response.text();
  const parsed = schema?.safeParse(text ? (JSON.parse(text) as unknown) : null);
  if (!parsed?.success) {
    console.error(`Unexpected answer from ${endpoint.method} ${endpoint.path}`, parsed?.error.issues);
    throw new ApiRequestError('generic', response.status, [], `Unexpected answer from ${endpoint.path}`);
  }
  return parsed.data as EndpointResult<E>;
}

/**
 * Calls an endpoint through its contract descriptor: no path is written in the app, and the success answer is
 * validated with the descriptor's schema for the status the server gave. Errors throw ApiRequestError (spec 8.1).
 */
export async function callEndpoint<E extends EndpointDef>(
  endpoint: E | DeferredEndpoint<E>,
  input: CallInput<E>,
): Promise<EndpointResult<E>> {
  if (!('load' in endpoint)) return readAnswer(endpoint, await sendEndpoint(endpoint, input));
  const descriptor = loadQuietly(endpoint.load);
  const response = await sendEndpoint<E>(endpoint.route, input);
  return readAnswer(await descriptor, response);
}
