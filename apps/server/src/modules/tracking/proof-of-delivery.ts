/** Proofs of delivery: uploaded by carriers, read by shippers and, through their link, receivers. */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { POD_MAX_BYTES, trackingMessages, type PodContentType } from '@freight/contracts';
import type { Db } from '../../platform/db/client';
import type { DocumentStore } from '../../platform/documents/document-store';
import { AppError } from '../../platform/errors/app-error';
import {
  carrierEventStore,
  findConsignmentById,
  findTrackingEvents,
  requireConsignment,
} from '../consignments';
import { podContentTypeOf, podExtension } from './pod-content';
import { findPod, insertPod } from './tracking.repository';
import { consignmentOfToken } from './tracking-links';

export interface PodDeps {
  db: Db;
  store: DocumentStore;
}

export interface PodUploadInput {
  consignmentNo?: string | undefined;
  sscc?: string | undefined;
  content: string;
}

/**
 * Stores a carrier's proof of delivery with the documents. The file must be a PDF, PNG or JPEG by its content
 * (a name or a declared type proves nothing) and at most POD_MAX_BYTES; the consignment must be the carrier's.
 */
export async function uploadPod(deps: PodDeps, carrierId: number, input: PodUploadInput) {
  const data = Buffer.from(input.content, 'base64');
  if (data.length > POD_MAX_BYTES)
    throw AppError.validation([{ pointer: '/content', detail: trackingMessages.podSize }]);
  const contentType = podContentTypeOf(data);
  if (!contentType) throw AppError.validation([{ pointer: '/content', detail: trackingMessages.podType }]);
  const { byNumber, bySscc } = await carrierEventStore.findTrackedConsignments(
    deps.db,
    input.consignmentNo ? [input.consignmentNo] : [],
    input.sscc ? [input.sscc] : [],
  );
  const consignment = input.consignmentNo ? byNumber.get(input.consignmentNo) : bySscc.get(input.sscc ?? '');
  if (!consignment || consignment.carrierId !== carrierId)
    throw AppError.validation([
      {
        pointer: input.consignmentNo ? '/consignmentNo' : '/sscc',
        detail: trackingMessages.unknownConsignment,
      },
    ]);
  const id = randomUUID();
  const storageKey = `pods/${consignment.id}/${id}.${podExtension[contentType]}`;
  await deps.store.write(storageKey, data);
  const row = await insertPod(deps.db, {
    id,
    consignmentId: consignment.id,
    carrierId,
    contentType,
    byteSize: data.length,
    storageKey,
  });
  return {
    documentId: row.id,
    consignmentNo: consignment.consignmentNo,
    contentType,
    byteSize: row.byteSize,
  };
}

export interface PodFile {
  contentType: PodContentType;
  byteSize: number;
  fileName: string;
  stream: Readable;
}

async function podFile(deps: PodDeps, consignmentId: number, consignmentNo: string, documentId: string) {
  const row = await findPod(deps.db, consignmentId, documentId);
  if (!row) throw AppError.notFound();
  const contentType = row.contentType as PodContentType;
  return {
    contentType,
    byteSize: row.byteSize,
    fileName: `pod-${consignmentNo}.${podExtension[contentType]}`,
    stream: deps.store.read(row.storageKey),
  } satisfies PodFile;
}

/** Spec 7 (S03): GET v0/consignments/{id}/pods/{documentId}, for a user who may see the consignment. */
export async function readPodForUser(
  deps: PodDeps,
  userId: string,
  consignmentId: number,
  documentId: string,
) {
  const { row } = await requireConsignment(deps.db, userId, consignmentId);
  return podFile(deps, row.id, row.consignmentNo, documentId);
}

/** The proof of delivery on the receiver's public page: only through a link issued for the consignment. */
export async function readPodForToken(deps: PodDeps, token: string, documentId: string) {
  const consignmentId = await consignmentOfToken(deps.db, token);
  if (consignmentId === null) throw AppError.notFound(trackingMessages.notFound);
  const row = await findConsignmentById(deps.db, consignmentId);
  if (!row) throw AppError.notFound(trackingMessages.notFound);
  if (!podsVisible(row.isFullyDelivered, await findTrackingEvents(deps.db, row.id)))
    throw AppError.notFound();
  return podFile(deps, row.id, row.consignmentNo, documentId);
}

/** A receiver sees proofs of delivery once the freight is delivered, in full or in part. */
export const podsVisible = (isFullyDelivered: boolean, events: readonly { type: string }[]) =>
  isFullyDelivered ||
  events.some((event) => event.type === 'delivered' || event.type === 'partiallyDelivered');
