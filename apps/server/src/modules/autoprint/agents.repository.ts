import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { autoprintSettings, printAgentKeys, printAgents, printers } from '../../db/schema/autoprint';
import { firstRowOf } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';
import { notify } from '../../platform/db/notifications';
import { PRINT_QUEUE_CHANNEL } from './site-signals';

export async function insertKey(db: DbOrTx, values: typeof printAgentKeys.$inferInsert) {
  const [row] = await db.insert(printAgentKeys).values(values).returning({ id: printAgentKeys.id });
  if (!row) throw new Error('print agent key insert returned no row');
  return row.id;
}

/** Revokes every live key of the site and forgets its active agent, so the agent is disconnected at once. */
export async function revokeSiteKeys(db: DbOrTx, siteId: number, now: Date) {
  const revoked = await db
    .update(printAgentKeys)
    .set({ revokedAt: now })
    .where(and(eq(printAgentKeys.siteId, siteId), isNull(printAgentKeys.revokedAt)))
    .returning({ id: printAgentKeys.id });
  await db
    .update(autoprintSettings)
    .set({ activeAgentId: null, activeUntil: null })
    .where(eq(autoprintSettings.siteId, siteId));
  // the old key's long poll ends at once rather than at its next look
  if (revoked.length > 0) await notify(db, PRINT_QUEUE_CHANNEL, String(siteId));
  return revoked.length;
}

/** The site's live key as it may be shown: its prefix and when it was made; null when there is none. */
export async function liveSiteKey(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({ prefix: printAgentKeys.keyPrefix, createdAt: printAgentKeys.createdAt })
    .from(printAgentKeys)
    .where(and(eq(printAgentKeys.siteId, siteId), isNull(printAgentKeys.revokedAt)))
    .orderBy(desc(printAgentKeys.createdAt))
    .limit(1);
  return row ?? null;
}

/** The live key with this hash and its site, or null. */
export async function findLiveKey(db: DbOrTx, keyHash: string) {
  return firstRowOf(
    db,
    { id: printAgentKeys.id, siteId: printAgentKeys.siteId },
    printAgentKeys,
    and(eq(printAgentKeys.keyHash, keyHash), isNull(printAgentKeys.revokedAt)),
  );
}

export interface AgentReport {
  siteId: number;
  keyId: number;
  installationId: string;
  machineName: string;
  version: string;
  status: 'running' | 'stopped';
  printers: { name: string; isDefault: boolean }[];
  lastSeenAt: Date;
}

export async function upsertAgent(db: DbOrTx, report: AgentReport): Promise<number> {
  const [row] = await db
    .insert(printAgents)
    .values(report)
    .onConflictDoUpdate({
      target: [printAgents.keyId, printAgents.installationId],
      set: {
        machineName: report.machineName,
        version: report.version,
        status: report.status,
        printers: report.printers,
        lastSeenAt: report.lastSeenAt,
      },
    })
    .returning({ id: printAgents.id });
  if (!row) throw new Error('print agent upsert returned no row');
  return row.id;
}

/** A poll counts as a heartbeat; null when this installation never reported with this key. */
export async function touchAgent(db: DbOrTx, keyId: number, installationId: string, now: Date) {
  const [row] = await db
    .update(printAgents)
    .set({ lastSeenAt: now })
    .where(and(eq(printAgents.keyId, keyId), eq(printAgents.installationId, installationId)))
    .returning({ id: printAgents.id, status: printAgents.status });
  return row ?? null;
}

/**
 * Makes the agent the site's active one, or keeps it so, unless another agent's turn has not lapsed: one
 * statement, so two agents calling at once cannot both win.
 */
export async function takeActive(db: DbOrTx, siteId: number, agentId: number, now: Date, windowMs: number) {
  const until = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(autoprintSettings)
    .values({ siteId, activeAgentId: agentId, activeUntil: until })
    .onConflictDoUpdate({
      target: autoprintSettings.siteId,
      set: { activeAgentId: agentId, activeUntil: until },
      setWhere: sql`${autoprintSettings.activeAgentId} is null or ${autoprintSettings.activeAgentId} = ${agentId}
        or ${autoprintSettings.activeUntil} < ${now.toISOString()}::timestamptz`,
    })
    .returning({ siteId: autoprintSettings.siteId });
  return rows.length > 0;
}

/** A stopping agent steps down so another may take over without waiting for its turn to lapse. */
export async function stepDown(db: DbOrTx, siteId: number, agentId: number) {
  await db
    .update(autoprintSettings)
    .set({ activeAgentId: null, activeUntil: null })
    .where(and(eq(autoprintSettings.siteId, siteId), eq(autoprintSettings.activeAgentId, agentId)));
}

/** The site's agents, the most recently seen first, with whether each one's key is still live. */
export async function siteAgents(db: DbOrTx, siteId: number) {
  return db
    .select({
      id: printAgents.id,
      machineName: printAgents.machineName,
      version: printAgents.version,
      status: printAgents.status,
      printers: printAgents.printers,
      lastSeenAt: printAgents.lastSeenAt,
      keyLive: sql<boolean>`${printAgentKeys.revokedAt} is null`,
    })
    .from(printAgents)
    .innerJoin(printAgentKeys, eq(printAgentKeys.id, printAgents.keyId))
    .where(eq(printAgents.siteId, siteId))
    .orderBy(desc(printAgents.lastSeenAt))
    .limit(20);
}

/** Numeric ids for printer names, given on first sight and kept. */
export async function printerIds(db: DbOrTx, siteId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await db
    .insert(printers)
    .values(names.map((name) => ({ siteId, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: printers.id, name: printers.name })
    .from(printers)
    .where(and(eq(printers.siteId, siteId), inArray(printers.name, names)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Whether the key is still live (the long poll checks between rounds). */
export async function findLiveKeyById(db: DbOrTx, keyId: number) {
  const [row] = await db
    .select({ id: printAgentKeys.id })
    .from(printAgentKeys)
    .where(and(eq(printAgentKeys.id, keyId), isNull(printAgentKeys.revokedAt)))
    .limit(1);
  return row !== undefined;
}
