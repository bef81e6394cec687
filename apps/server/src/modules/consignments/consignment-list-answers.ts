import type { ConsignmentListQuery } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keepJson, sendKeptJson } from '../../platform/http/serialised-json';
import { searchConsignmentsWithScope } from './consignment-search';

/** Migration 0029's triggers notify it with a site's id when a consignment of that site, or its events, change. */
export const CONSIGNMENTS_CHANGED_CHANNEL = 'consignments_changed';

/**
 * GET v0/consignments answered from the process's kept answers when nothing of the searched sites changed since:
 * the lists are read many times between changes (a shipper's Ready to manifest refreshes all day). The key holds
 * the user (whose sites), the request as sent and today's date (the overdue filter moves with it).
 */
export function consignmentListAnswers(app: FastifyInstance) {
  const cache = app.answerCache(CONSIGNMENTS_CHANGED_CHANNEL);
  return async (userId: string, url: string, query: ConsignmentListQuery, reply: FastifyReply) => {
    const now = app.clock.now();
    const key = `${userId} ${siteToday(now)} ${url}`;
    const kept = cache.get(key, now);
    if (kept !== null) return sendKeptJson(reply, kept);
    const started = cache.readStarted();
    const { page, siteIds } = await searchConsignmentsWithScope(
      { db: app.db, clock: app.clock },
      userId,
      query,
    );
    const body = keepJson(reply, page);
    cache.keep(key, { body, userId, siteIds }, started, now);
    return sendKeptJson(reply, body);
  };
}
