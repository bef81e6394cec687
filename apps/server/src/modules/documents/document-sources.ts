import type { FastifyInstance } from 'fastify';
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

/**
 * Who can load the owners of documents, wired when an app is built by the modules that own the data (so this
 * module need not import them). Each app instance holds its own: two apps in one process share nothing.
 */
export class DocumentSources {
  private readonly sources = new Map<DocumentOwnerType, DocumentSource>();
  private briefs: ConsignmentBriefs | undefined;
  private manifests: ManifestDocumentSource | undefined;

  /** Called by the owning module (e.g. consignments) once when the app is built; a later call replaces it. */
  registerSource(ownerType: DocumentOwnerType, load: DocumentSource): void {
    this.sources.set(ownerType, load);
  }

  source(ownerType: string): DocumentSource | undefined {
    return this.sources.get(ownerType as DocumentOwnerType);
  }

  /** Called by the consignments module once when the app is built; a later call replaces it. */
  registerConsignmentBriefs(briefs: ConsignmentBriefs): void {
    this.briefs = briefs;
  }

  consignmentBriefs(): ConsignmentBriefs | undefined {
    return this.briefs;
  }

  /** Called by the manifests module once when the app is built; a later call replaces it. */
  registerManifestSource(source: ManifestDocumentSource): void {
    this.manifests = source;
  }

  manifestSource(): ManifestDocumentSource | undefined {
    return this.manifests;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    documentSources: DocumentSources;
  }
}

/** The app's own document sources, empty until the owning modules register theirs. */
export function decorateDocumentSources(app: FastifyInstance): DocumentSources {
  const sources = new DocumentSources();
  app.decorate('documentSources', sources);
  return sources;
}
