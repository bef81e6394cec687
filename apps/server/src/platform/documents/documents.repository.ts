import { and, eq, sql } from 'drizzle-orm';
import { documents, type DocumentFormat, type DocumentType } from '../../db/schema/documents';
import { firstRow } from '../db/first-row';
import type { DbOrTx } from '../db/transaction';
import { notify } from '../db/notifications';

/** Notified with the site's id when one of its documents becomes ready. */
export const DOCUMENTS_READY_CHANNEL = 'documents_ready';

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentOwner {
  ownerType: string;
  ownerId: string;
  type: DocumentType;
  format?: DocumentFormat;
}

/** Inserts or re-opens the owner's document for a version; null when it is already made or being made for it. */
export async function upsertPendingDocument(
  tx: DbOrTx,
  owner: DocumentOwner & { siteId: number; ownerVersion: string },
): Promise<DocumentRow | null> {
  const [row] = await tx
    .insert(documents)
    .values({ ...owner, format: owner.format ?? 'pdf', status: 'pending' })
    .onConflictDoUpdate({
      target: [documents.ownerType, documents.ownerId, documents.type, documents.format],
      set: {
        siteId: owner.siteId,
        ownerVersion: owner.ownerVersion,
        status: 'pending',
        lastError: null,
        updatedAt: sql`now()`,
      },
      // Same version already made or on its way: nothing to do. A failed one is tried again.
      setWhere: sql`${documents.ownerVersion} <> excluded.owner_version or ${documents.status} = 'failed'`,
    })
    .returning();
  return row ?? null;
}

export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | null> {
  return firstRow(db, documents, eq(documents.id, id));
}

export async function findOwnerDocument(db: DbOrTx, owner: DocumentOwner): Promise<DocumentRow | null> {
  return firstRow(
    db,
    documents,
    and(
      eq(documents.ownerType, owner.ownerType),
      eq(documents.ownerId, owner.ownerId),
      eq(documents.type, owner.type),
      eq(documents.format, owner.format ?? 'pdf'),
    ),
  );
}

/**
 * Records a made file, if the row still asks for the version the job started from (else a newer request is
 * on its way). The file may come from a newer version of the owner than asked for; the row then says so.
 */
export async function markDocumentReady(
  db: DbOrTx,
  id: string,
  file: { requestedVersion: string; madeVersion: string; storageKey: string; byteSize: number },
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({
      status: 'ready',
      ownerVersion: file.madeVersion,
      storageKey: file.storageKey,
      byteSize: file.byteSize,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.id, id), eq(documents.ownerVersion, file.requestedVersion)))
    .returning();
  // whoever waits on the site's documents (a print agent's long poll) hears of it once this commits
  if (row) await notify(db, DOCUMENTS_READY_CHANNEL, String(row.siteId));
  return row ?? null;
}

export async function markDocumentFailed(db: DbOrTx, id: string, ownerVersion: string, error: string) {
  await db
    .update(documents)
    .set({ status: 'failed', lastError: error.slice(0, 2000), updatedAt: sql`now()` })
    .where(
      and(eq(documents.id, id), eq(documents.ownerVersion, ownerVersion), eq(documents.status, 'pending')),
    );
}
