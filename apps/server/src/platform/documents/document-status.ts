import type { Readable } from 'node:stream';
import type { DbOrTx } from '../db/transaction';
import type { DocumentStore } from './document-store';
import { findDocument, type DocumentRow } from './documents.repository';

export type { DocumentRow } from './documents.repository';

/** The document's row (status, site, size), or null when there is none. */
export function documentStatus(db: DbOrTx, documentId: string): Promise<DocumentRow | null> {
  return findDocument(db, documentId);
}

/** The file of a ready document. */
export function readDocument(store: DocumentStore, document: DocumentRow): Readable {
  if (document.status !== 'ready' || !document.storageKey)
    throw new Error(`document ${document.id} is not ready`);
  return store.read(document.storageKey);
}
