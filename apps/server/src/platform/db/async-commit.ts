import { sql } from 'drizzle-orm';

/**
 * Put in a statement that runs in a transaction of its own, it lets that transaction commit without waiting for
 * the disk, which is most of its latency. Only for rows a later synchronous commit depends on (a quote set a
 * booking is priced from, a number a consignment is saved with): that commit makes the earlier WAL durable too,
 * so a crash loses at most what nothing committed has used, never consistency. Never inside a wider
 * transaction, whose commit it would relax as well. True where it is evaluated.
 */
export const asyncCommit = sql<boolean>`(select set_config('synchronous_commit', 'off', true)) = 'off'`;
