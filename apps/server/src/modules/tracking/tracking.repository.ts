import { and, eq, inArray } from 'drizzle-orm';
import {
  proofOfDeliveryDocuments,
  receiverNotifications,
  receiverNotificationSettings,
  trackingLinks,
  type ReceiverNotificationKind,
} from '../../db/schema';
import { firstRow, firstRowOf } from '../../platform/db/first-row';
import { insertOne } from '../../platform/db/insert-one';
import { saveSiteRow } from '../../platform/db/save-site-row';
import type { DbOrTx } from '../../platform/db/transaction';

export type PodRow = typeof proofOfDeliveryDocuments.$inferSelect;

export async function insertPod(
  db: DbOrTx,
  pod: Omit<typeof proofOfDeliveryDocuments.$inferInsert, 'createdAt'>,
): Promise<PodRow> {
  return insertOne(db, proofOfDeliveryDocuments, pod, 'proof of delivery');
}

export async function findPod(db: DbOrTx, consignmentId: number, documentId: string): Promise<PodRow | null> {
  return firstRow(
    db,
    proofOfDeliveryDocuments,
    and(
      eq(proofOfDeliveryDocuments.id, documentId),
      eq(proofOfDeliveryDocuments.consignmentId, consignmentId),
    ),
  );
}

/** Of these documents, those this carrier uploaded: id to consignment. */
export async function findCarrierPods(db: DbOrTx, carrierId: number, documentIds: readonly string[]) {
  if (documentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: proofOfDeliveryDocuments.id, consignmentId: proofOfDeliveryDocuments.consignmentId })
    .from(proofOfDeliveryDocuments)
    .where(
      and(
        eq(proofOfDeliveryDocuments.carrierId, carrierId),
        inArray(proofOfDeliveryDocuments.id, [...documentIds]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.consignmentId]));
}

export async function insertTrackingLink(
  db: DbOrTx,
  tokenHash: string,
  consignmentId: number,
): Promise<void> {
  await db.insert(trackingLinks).values({ tokenHash, consignmentId });
}

export async function findTrackingLink(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ consignmentId: trackingLinks.consignmentId })
    .from(trackingLinks)
    .where(eq(trackingLinks.tokenHash, tokenHash))
    .limit(1);
  return row?.consignmentId ?? null;
}

/** Claims the one e-mail of this kind for the consignment; false when it was claimed before. */
export async function claimNotification(
  db: DbOrTx,
  consignmentId: number,
  kind: ReceiverNotificationKind,
  sentTo: string,
): Promise<boolean> {
  const rows = await db
    .insert(receiverNotifications)
    .values({ consignmentId, kind, sentTo })
    .onConflictDoNothing()
    .returning({ consignmentId: receiverNotifications.consignmentId });
  return rows.length > 0;
}

export async function findNotificationSettings(db: DbOrTx, siteId: number) {
  return firstRowOf(
    db,
    {
      pickedUp: receiverNotificationSettings.pickedUp,
      outForDelivery: receiverNotificationSettings.outForDelivery,
      delivered: receiverNotificationSettings.delivered,
      late: receiverNotificationSettings.late,
    },
    receiverNotificationSettings,
    eq(receiverNotificationSettings.siteId, siteId),
  );
}

export async function saveNotificationSettings(
  db: DbOrTx,
  siteId: number,
  settings: { pickedUp: boolean; outForDelivery: boolean; delivered: boolean; late: boolean },
  now: Date,
): Promise<void> {
  await saveSiteRow(db, receiverNotificationSettings, siteId, settings, now);
}
