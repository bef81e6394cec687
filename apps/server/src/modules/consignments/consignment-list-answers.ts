import type { ConsignmentListQuery } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keptAnswers } from '../../platform/cache/kept-answers';
import { searchConsignmentsWithScope } from './consignment-search';

/** Migration 0029's triggers notify it with a site's id when a consignment of that site, or its events, change. */
export const CONSIGNMENTS_CHANGED_CHANNEL = 'consignments_changed';

/**
 * GET v0/consignments answered from the process's kept answers when nothing of the searched sites changed since
 * (a shipper's Ready to manifest refreshes all day). The key holds the user (whose sites), the request as sent and
 * today's date (the overdue filter moves with it).
 */
export function consignmentListAnswers(app: FastifyInstance) {
  const answer = keptAnswers(app, CONSIGNMENTS_CHANGED_CHANNEL);
  return (userId: string, url: string, query: ConsignmentListQuery, reply: FastifyReply) =>
    answer(`${userId} ${siteToday(app.clock.now())} ${url}`, userId, reply, async () => {
      const { page, siteIds } = await searchConsignmentsWithScope(
        { db: app.db, clock: app.clock },
        userId,
        query,
      );
      return { answer: page, siteIds };
    });
}
