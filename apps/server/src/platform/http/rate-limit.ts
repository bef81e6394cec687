import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@freight/contracts';
import { lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../errors/app-error';

export interface RateLimitOptions {
  /** Names the limit, so different endpoints count apart. */
  name: string;
  /** Requests allowed per client address in each window. */
  max: number;
  windowSeconds: number;
  /** Whom a hit counts against; the client address unless given (a signed-in route may count per user). */
  keyOf?: (request: FastifyRequest) => string;
}

/**
 * A fixed-window limit per client address, counted with one upsert in the database so that every server process
 * shares the count (DESIGN 6: no in-memory state). Past windows are swept now and then by the requests themselves.
 */
export function rateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const windowMs = options.windowSeconds * 1000;
  return async (request: FastifyRequest) => {
    const now = app.clock.now().getTime();
    const windowStart = new Date(now - (now % windowMs));
    const key = `${options.name}:${options.keyOf ? options.keyOf(request) : request.ip}`;
    const [row] = await app.db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (Math.random() < 0.01)
      await app.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 2 * windowMs)));
    if ((row?.hits ?? 0) > options.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
      throw new AppError({
        status: 429,
        code: errorCodes.tooManyRequests,
        title: 'Too many requests',
        detail: 'Too many requests. Wait a minute and try again.',
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  };
}
