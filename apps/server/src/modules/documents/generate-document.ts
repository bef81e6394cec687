import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DocumentStore } from '../../platform/documents/document-store';
import {
  findDocument,
  markDocumentFailed,
  markDocumentReady,
} from '../../platform/documents/documents.repository';
import type { JobContext } from '../../platform/jobs/handlers';
import { findDocumentSource } from './document-sources';
import { hasConsignmentDocument, renderConsignmentDocument } from './render-document';

const payloadSchema = z.object({ documentId: z.uuid() });

/** One file per document and owner version; a version can hold any characters, so its hash names the file. */
const storageKeyOf = (documentId: string, version: string) =>
  `${documentId}/${createHash('sha256').update(version).digest('hex').slice(0, 20)}.pdf`;

class DocumentCannotBeMade extends Error {}

/**
 * The `document.generate` job: loads the owner as it is now, renders, stores the file, then marks the
 * document ready. Running twice is harmless: the second run finds it ready, or writes the same file again.
 */
export async function generateDocument(
  deps: { db: Db; store: DocumentStore },
  payload: unknown,
  context: Pick<JobContext, 'isLastAttempt'>,
): Promise<void> {
  const { documentId } = payloadSchema.parse(payload);
  const document = await findDocument(deps.db, documentId);
  if (!document || document.status !== 'pending') return;
  try {
    const load = findDocumentSource(document.ownerType);
    if (!load) throw new Error(`no document source for ${document.ownerType}`);
    const record = await load(deps.db, document.ownerId);
    if (!record) throw new DocumentCannotBeMade(`${document.ownerType} ${document.ownerId} no longer exists`);
    if (!hasConsignmentDocument(document.type, record.input))
      throw new DocumentCannotBeMade(`${document.ownerType} ${document.ownerId} has no ${document.type}`);
    const pdf = await renderConsignmentDocument(document.type, record.input);
    const storageKey = storageKeyOf(document.id, record.version);
    await deps.store.write(storageKey, pdf);
    const made = await markDocumentReady(deps.db, document.id, {
      requestedVersion: document.ownerVersion,
      madeVersion: record.version,
      storageKey,
      byteSize: pdf.length,
    });
    // The previous version's file is no longer reachable. (A file made for a request superseded meanwhile is
    // left: the newer job may be writing the same key.)
    if (made && document.storageKey && document.storageKey !== storageKey)
      await deps.store.remove(document.storageKey);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof DocumentCannotBeMade) {
      await markDocumentFailed(deps.db, document.id, document.ownerVersion, message);
      return;
    }
    if (context.isLastAttempt) await markDocumentFailed(deps.db, document.id, document.ownerVersion, message);
    throw error;
  }
}
