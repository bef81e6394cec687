import type { z, ZodType } from 'zod';
import type { EndpointDef } from '@freight/contracts';
import { sessionOf } from '../session/authenticate';
import { serve, type ZodApp } from '../http/endpoint';

type StartEndpoint = EndpointDef & { body: ZodType<{ data: unknown }> };
type ProgressEndpoint = EndpointDef & { params: ZodType<{ id: string }> };

/** An import's two routes: one starts it from a file, one reports its progress. */
export interface ImportEndpoints {
  start: StartEndpoint;
  progress: ProgressEndpoint;
}

type DataOf<E extends ImportEndpoints> = z.output<E['start']['body']>['data'];

/** What the routes call, for the signed-in user; each checks the user may reach the import's site. */
export interface ImportService<E extends ImportEndpoints> {
  /** The largest file the import takes, in bytes. */
  maxBytes: number;
  start(userId: string, data: DataOf<E>): Promise<unknown>;
  progress(userId: string, id: string): Promise<unknown>;
}

/** The signed-in user of a request the authenticate preHandler let through. */
export const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

/** Progress a browser polls must never come from a cache. */
export const uncached = (reply: { header(name: string, value: string): unknown }) =>
  reply.header('cache-control', 'no-store');

/**
 * Registers an import's start (202, with the import as it stands) and its progress (never cached). The file
 * travels as JSON text, where every quote and line break may be escaped, so the body may be twice its size.
 */
export function serveImport<E extends ImportEndpoints>(app: ZodApp, endpoints: E, service: ImportService<E>) {
  const signedIn = { preHandler: app.authenticate };
  // the route's own schema has validated each part; the casts name the types that validation gave them
  const dataOf = (request: { body: unknown }) => (request.body as { data: DataOf<E> }).data;
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  serve(
    app,
    endpoints.start,
    async (request, reply) =>
      reply.status(202).send({ data: await service.start(userOf(request), dataOf(request)) }),
    { ...signedIn, bodyLimit: service.maxBytes * 2 + 64 * 1024 },
  );
  serve(
    app,
    endpoints.progress,
    async (request, reply) => {
      uncached(reply);
      return { data: await service.progress(userOf(request), idOf(request)) };
    },
    signedIn,
  );
}
