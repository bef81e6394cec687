import type { EndpointDef } from '@freight/contracts';
import type { z } from 'zod';
import type { RouteHandlerMethod } from 'fastify';
import { serve, type EndpointHandler, type ExtraOptions, type ZodApp } from '../http/endpoint';
import { sessionOf } from '../session/authenticate';
import { keptAnswers, type ReadAnswer } from './kept-answers';

/**
 * Migration 0031's triggers notify it with a site's id when a manifest, pickup, estimate or order of that site
 * changes, and '*' when whose sites a user holds (or which take orders) changes.
 */
export const LISTS_CHANGED_CHANNEL = 'lists_changed';

type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.infer<E['body']> : never;
type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType ? z.infer<E['query']> : never;

/**
 * A search sent as a POST (manifests, pickups, estimates), answered from the process's kept answers while nothing of
 * the sites searched has changed. The key is the user, the route and the search as parsed; nothing else moves
 * the answer (its dates are the ones sent). A search changes nothing, so it drops none of the user's answers.
 */
export function serveKeptSearch<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  read: (userId: string, search: BodyOf<E>) => Promise<ReadAnswer>,
  options: ExtraOptions = {},
): void {
  const answer = keptAnswers(app, LISTS_CHANGED_CHANNEL);
  // the body was parsed by the endpoint's schema before the handler runs
  const handler: RouteHandlerMethod = async (request, reply) => {
    const { userId } = sessionOf(request);
    const search = request.body as BodyOf<E>;
    return answer(`${userId} ${endpoint.path} ${JSON.stringify(search)}`, userId, reply, () =>
      read(userId, search),
    );
  };
  serve(app, endpoint, handler as EndpointHandler<E>, {
    ...options,
    config: { ...options.config, readsOnly: true },
  });
}

/**
 * A list read with a GET (orders), answered from the process's kept answers as a search is; the key is the user and
 * the address as sent.
 */
export function serveKeptList<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  read: (userId: string, query: QueryOf<E>) => Promise<ReadAnswer>,
  options: ExtraOptions = {},
): void {
  const answer = keptAnswers(app, LISTS_CHANGED_CHANNEL);
  // the query was parsed by the endpoint's schema before the handler runs
  const handler: RouteHandlerMethod = async (request, reply) => {
    const { userId } = sessionOf(request);
    return answer(`${userId} ${request.url}`, userId, reply, () => read(userId, request.query as QueryOf<E>));
  };
  serve(app, endpoint, handler as EndpointHandler<E>, options);
}
