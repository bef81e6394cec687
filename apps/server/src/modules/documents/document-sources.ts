import type { DbOrTx } from '../../platform/db/transaction';
import type { ManifestDocumentInput } from './manifest-input';
import type { ConsignmentDocumentInput } from './render-input';

/** Owners whose consignment documents (label, connote, DG summary) this module can make. */
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

/** What checking a selection of consignments needs, without loading each whole: whose, which version, items. */
export interface ConsignmentBrief {
  id: number;
  siteId: number;
  version: string;
  /** Items, one label each. */
  items: number;
}

/** The consignments among the ids that exist (in any order); it checks no user's access. */
export type ConsignmentBriefs = (db: DbOrTx, ids: number[]) => Promise<ConsignmentBrief[]>;

let consignmentBriefs: ConsignmentBriefs | undefined;

/** Called by the consignments module once at start-up; a later call replaces it. */
export function registerConsignmentBriefs(briefs: ConsignmentBriefs): void {
  consignmentBriefs = briefs;
}

export function findConsignmentBriefs(): ConsignmentBriefs | undefined {
  return consignmentBriefs;
}

/** A manifest as its PDF needs it. */
export interface ManifestSourceRecord {
  siteId: number;
  version: string;
  input: ManifestDocumentInput;
}

/** The manifests module's side: a cheap look for every HEAD, and the whole manifest for the job that prints it. */
export interface ManifestDocumentSource {
  describe: (
    db: DbOrTx,
    manifestId: number,
  ) => Promise<{ siteId: number; version: string; manifestNumber: string } | null>;
  load: (db: DbOrTx, manifestId: number) => Promise<ManifestSourceRecord | null>;
}

let manifestSource: ManifestDocumentSource | undefined;

/** Called by the manifests module once at start-up; a later call replaces the source. */
export function registerManifestDocumentSource(source: ManifestDocumentSource): void {
  manifestSource = source;
}

export function findManifestDocumentSource(): ManifestDocumentSource | undefined {
  return manifestSource;
}
