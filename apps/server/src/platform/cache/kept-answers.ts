import type { FastifyInstance, FastifyReply } from 'fastify';
import { keepJson, sendKeptJson } from '../http/serialised-json';

/** A read from the database: the answer, and the sites whose data it shows (their changes drop it). */
export interface ReadAnswer {
  answer: unknown;
  siteIds: readonly number[];
}

/**
 * A read endpoint answered from the process's kept answers (AnswerCache) while nothing of the sites it showed has
 * changed since: lists are read many times between changes. The key must hold all the answer depends on besides
 * those sites' data: the user (whose sites), the request as sent, and the day where the answer moves with it.
 */
export function keptAnswers(app: FastifyInstance, channel: string) {
  const cache = app.answerCache(channel);
  return async (key: string, userId: string, reply: FastifyReply, read: () => Promise<ReadAnswer>) => {
    const now = app.clock.now();
    const kept = cache.get(key, now);
    if (kept !== null) return sendKeptJson(reply, kept);
    const started = cache.readStarted();
    const { answer, siteIds } = await read();
    const body = keepJson(reply, answer);
    cache.keep(key, { body, userId, siteIds }, started, now);
    return sendKeptJson(reply, body);
  };
}
