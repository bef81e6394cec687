import type { EndpointDef } from '@freight/contracts';
import type { z } from 'zod';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { serve, type EndpointHandler, type ExtraOptions, type ZodApp } from '../http/endpoint';
import { sessionOf } from '../session/authenticate';
import { keptAnswers, type ReadAnswer } from './kept-answers';

/**
 * Migration 0031's triggers notify it with a site's id when a manifest, pickup, estimate or order of that site
 * changes, and '*' when whose sites a user holds (or which take orders) changes; 0032's likewise for the settings
 * lists (address book entries and their contacts, presets, carrier service preferences and the agreed services whose
 * names a preference shows).
 */
export const LISTS_CHANGED_CHANNEL = 'lists_changed';

type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.infer<E['body']> : never;
type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType ? z.infer<E['query']> : never;

/**
 * Serves the endpoint from the process's kept answers while nothing of the sites its answer showed has changed.
 * The key holds the user; `request` names the rest of what the answer depends on, and what to read it with.
 */
function serveKept<E extends EndpointDef, Input>(
  app: ZodApp,
  endpoint: E,
  request: (sent: FastifyRequest) => { key: string; input: Input },
  read: (userId: string, input: Input) => Promise<ReadAnswer>,
  options: ExtraOptions,
): void {
  const answer = keptAnswers(app, LISTS_CHANGED_CHANNEL);
  const handler: RouteHandlerMethod = async (sent, reply) => {
    const { userId } = sessionOf(sent);
    const { key, input } = request(sent);
    return answer(`${userId} ${key}`, userId, reply, () => read(userId, input));
  };
  serve(app, endpoint, handler as EndpointHandler<E>, options);
}

/**
 * A search sent as a POST (manifests, pickups, estimates), kept by the route and the search as parsed (its dates
 * are the ones sent, so nothing else moves it). A search changes nothing: it drops none of the user's answers.
 */
export function serveKeptSearch<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  read: (userId: string, search: BodyOf<E>) => Promise<ReadAnswer>,
  options: ExtraOptions = {},
): void {
  // the body was parsed by the endpoint's schema before the handler runs
  const request = (sent: FastifyRequest) => ({
    key: `${endpoint.path} ${JSON.stringify(sent.body)}`,
    input: sent.body as BodyOf<E>,
  });
  serveKept(app, endpoint, request, read, { ...options, config: { ...options.config, readsOnly: true } });
}

/** A list read with a GET (orders, a site's settings records), kept by the address as sent. */
export function serveKeptList<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  read: (userId: string, query: QueryOf<E>) => Promise<ReadAnswer>,
  options: ExtraOptions = {},
): void {
  // the query was parsed by the endpoint's schema before the handler runs
  const request = (sent: FastifyRequest) => ({ key: sent.url, input: sent.query as QueryOf<E> });
  serveKept(app, endpoint, request, read, options);
}
