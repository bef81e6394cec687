import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { schemaProblem, schemaState } from '../db/migrations';

/**
 * `/healthz`: the process answers. `/readyz`: it can serve, meaning the database answers and has exactly the
 * schema this version knows; a load balancer sends no traffic while it answers 503.
 */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
      const problem = schemaProblem(await schemaState(app.db));
      if (problem) return reply.status(503).send({ status: 'unavailable', reason: problem });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', reason: 'The database does not answer.' });
    }
    return { status: 'ready' };
  });
}
