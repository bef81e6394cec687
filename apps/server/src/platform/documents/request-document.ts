import type { DocumentType } from '../../db/schema/documents';
import type { DbOrTx } from '../db/transaction';
import { enqueue } from '../jobs/enqueue';
import {
  GENERATE_DOCUMENT_JOB,
  generateDocumentDedupeKey,
  type GenerateDocumentPayload,
} from './document-job';
import { findOwnerDocument, upsertPendingDocument, type DocumentRow } from './documents.repository';

export interface DocumentRequest {
  ownerType: string;
  ownerId: string;
  siteId: number;
  type: DocumentType;
  /** The owner's version (etag): a new version makes the document again, the same one does not. */
  ownerVersion: string;
}

/**
 * Asks for an owner's document to be made for its current version. Call it in the transaction that changes
 * the owner: the document row and its job exist exactly when the change commits. Asking again for the same
 * version is free; a newer version replaces a generation still waiting.
 */
export async function requestDocument(tx: DbOrTx, request: DocumentRequest): Promise<DocumentRow> {
  const reopened = await upsertPendingDocument(tx, request);
  if (reopened) {
    const payload: GenerateDocumentPayload = { documentId: reopened.id };
    await enqueue(tx, GENERATE_DOCUMENT_JOB, payload, {
      dedupeKey: generateDocumentDedupeKey(reopened.id),
      // labels go on the parcels at the bench: made (and printed) before the connotes of a busy moment
      priority: request.type === 'label' ? 1 : 0,
    });
    return reopened;
  }
  const existing = await findOwnerDocument(tx, request);
  if (!existing) throw new Error('document vanished while being requested');
  return existing;
}
