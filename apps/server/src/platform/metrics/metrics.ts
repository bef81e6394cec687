import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { safeEqual } from '../security/tokens';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetrics {
  registry: Registry;
  /** Document jobs this process has finished. */
  documentJobs: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const queueRows = z.object({
  rows: z.array(
    z.object({ kind: z.string(), depth: z.coerce.number(), oldest: z.coerce.number().nullable() }),
  ),
});
type QueueRow = z.infer<typeof queueRows>['rows'][number];

/**
 * Prometheus metrics of this app instance (its own registry, so two apps in one process never share counters):
 * request durations by route and status, the job queue, the database pool, documents made, and the process.
 */
export function registerMetrics(app: FastifyInstance, poolStats: () => PoolStats | null): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const documentJobs = new Counter({
    name: 'document_jobs_total',
    help: 'Document jobs finished by this process, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // the registry collects every metric at once; both queue gauges share one query per scrape
  let scrape: Promise<QueueRow[]> | undefined;
  const queue = () =>
    (scrape ??= app.db
      .execute(
        sql`select kind, count(*) as depth, extract(epoch from now() - min(created_at)) as oldest
          from jobs where status = 'queued' group by kind`,
      )
      .then((result) => queueRows.parse(result).rows)
      .finally(() => (scrape = undefined)));
  const queueGauges = [
    { name: 'jobs_queued', help: 'Background jobs waiting, by kind', value: (row: QueueRow) => row.depth },
    {
      name: 'jobs_oldest_queued_age_seconds',
      help: 'How long the oldest waiting job of each kind has waited',
      value: (row: QueueRow) => row.oldest ?? 0,
    },
  ];
  for (const { name, help, value } of queueGauges)
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
      async collect() {
        const rows = await queue();
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, value(row));
      },
    });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.decorate('metrics', { registry, documentJobs });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    const token = app.config.metricsToken;
    if (token) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!safeEqual(given, token)) throw AppError.unauthenticated();
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
