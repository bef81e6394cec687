import type { z, ZodType } from 'zod';
import { successStatuses, type EndpointDef } from '@freight/contracts';
import type { Db } from '../db/client';
import { serveKeptList } from '../cache/kept-lists';
import { sessionOf } from '../session/authenticate';
import { serve, type ZodApp } from './endpoint';

type WithId = EndpointDef & { params: ZodType<{ id: number }> };
type WithData = EndpointDef & { body: ZodType<{ data: unknown }> };

/** The five operations of a resource a signed-in user keeps records of: list, get, create, update, delete. */
export interface RecordEndpoints {
  /** A page of one site's records: the site is the query's. */
  list: EndpointDef & { query: ZodType<{ 'filter[siteId]': number }> };
  get: WithId;
  create: WithData;
  update: WithId & WithData;
  delete: WithId;
}

type DataOf<E extends WithData> = z.output<E['body']>['data'];

/** The service behind them; each operation checks the user may reach the record's site. */
export interface RecordService<E extends RecordEndpoints> {
  list(db: Db, userId: string, query: z.output<E['list']['query']>): Promise<unknown>;
  get(db: Db, userId: string, id: number): Promise<unknown>;
  create(db: Db, userId: string, data: DataOf<E['create']>): Promise<unknown>;
  update(db: Db, userId: string, id: number, data: DataOf<E['update']>): Promise<unknown>;
  remove(db: Db, userId: string, id: number): Promise<void>;
}

/**
 * Registers the signed-in routes of such a resource: one record answers as `{ data }`, a created one with 201,
 * a changed one with the update endpoint's own success status (the spec gives 202 for some) and a deleted one
 * with 204. A list is answered from the process's kept answers until its site's records change (migration 0032).
 * The handlers speak HTTP only; `service` does the rest.
 */
export function serveRecords<E extends RecordEndpoints>(
  app: ZodApp,
  endpoints: E,
  service: RecordService<E>,
) {
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;
  // the route's own schema has validated each part; the casts name the types that validation gave them
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;
  const dataOf = <D extends WithData>(request: { body: unknown }) =>
    (request.body as z.output<D['body']>).data;
  const updatedStatus = successStatuses(endpoints.update)[0] ?? 200;

  serveKeptList(
    app,
    endpoints.list,
    async (userId, query) => ({
      answer: await service.list(app.db, userId, query as z.output<E['list']['query']>),
      siteIds: [query['filter[siteId]']],
    }),
    signedIn,
  );
  serve(
    app,
    endpoints.get,
    async (request) => ({ data: await service.get(app.db, userOf(request), idOf(request)) }),
    signedIn,
  );
  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const data = await service.create(app.db, userOf(request), dataOf<E['create']>(request));
      return reply.status(201).send({ data });
    },
    signedIn,
  );
  serve(
    app,
    endpoints.update,
    async (request, reply) => {
      const data = await service.update(app.db, userOf(request), idOf(request), dataOf<E['update']>(request));
      return reply.status(updatedStatus).send({ data });
    },
    signedIn,
  );
  serve(
    app,
    endpoints.delete,
    async (request, reply) => {
      await service.remove(app.db, userOf(request), idOf(request));
      return reply.status(204).send(null);
    },
    signedIn,
  );
}
