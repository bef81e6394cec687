import type { DbOrTx } from '../../platform/db/transaction';
import type { ConsignmentDocumentInput } from './render-input';

/** Owners whose documents this module can make. Manifests will join with their own input. */
export type DocumentOwnerType = 'consignment';

export interface DocumentSourceRecord {
  /** The owner's site: who may read its documents. */
  siteId: number;
  /** Changes whenever what the documents print changes (the owner's etag or version). */
  version: string;
  input: ConsignmentDocumentInput;
}

/** Loads an owner for printing, or null when it no longer exists. It checks no user's access. */
export type DocumentSource = (db: DbOrTx, ownerId: string) => Promise<DocumentSourceRecord | null>;

// Code wiring, filled at start-up by the module that owns the data, so this module need not import it.
const sources = new Map<DocumentOwnerType, DocumentSource>();

/** Called by the owning module (e.g. consignments) once at start-up; a later call replaces the source. */
export function registerDocumentSource(ownerType: DocumentOwnerType, load: DocumentSource): void {
  sources.set(ownerType, load);
}

export function findDocumentSource(ownerType: string): DocumentSource | undefined {
  return sources.get(ownerType as DocumentOwnerType);
}
