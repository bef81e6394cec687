import type { Readable } from 'node:stream';
import type { DocumentType } from '../../db/schema/documents';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import { documentStatus, readDocument, type DocumentRow } from '../../platform/documents/document-status';
import type { DocumentStore } from '../../platform/documents/document-store';
import { requestDocument, requestDocuments } from '../../platform/documents/request-document';
import { AppError } from '../../platform/errors/app-error';
import { requireRecordSite } from '../../platform/tenancy/site-membership';
import type { DocumentSources } from './document-sources';
import { LABEL_SET_OWNER, labelSetBelongsTo } from './label-sets';
import { hasConsignmentDocument } from './document-presence';

export interface DocumentsDeps {
  db: Db;
  store: DocumentStore;
  sources: DocumentSources;
}

/** What an answer about a document needs: its state and, once made, how to send it. */
export interface DocumentView {
  row: DocumentRow;
  fileName: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileStem: Record<DocumentType, string> = {
  label: 'labels',
  connote: 'connote',
  dgSummary: 'dg-summary',
  manifest: 'manifest',
};

/** A document by id, for a user: one on a site they do not hold is not found, like one that does not exist. */
export async function documentForUser(
  deps: DocumentsDeps,
  userId: string,
  documentId: string,
): Promise<DocumentView> {
  const row = uuid.test(documentId) ? await documentStatus(deps.db, documentId) : null;
  if (!row) throw AppError.notFound();
  // combined labels are the asking user's own: they may span sites, and the row names only one
  if (row.ownerType === LABEL_SET_OWNER && !labelSetBelongsTo(row, userId)) throw AppError.notFound();
  await requireRecordSite(deps.db, userId, row.siteId);
  const name = row.ownerType === LABEL_SET_OWNER ? row.id.slice(0, 8) : row.ownerId;
  return { row, fileName: `${fileStem[row.type]}-${name}.pdf` };
}

/**
 * A consignment's document for a user, asked for on the spot when it has not been made for the consignment's
 * current version (or failed before): the browser polls with HEAD until it is ready.
 */
export async function consignmentDocumentForUser(
  deps: DocumentsDeps,
  userId: string,
  consignmentId: string,
  type: Exclude<DocumentType, 'manifest'>,
): Promise<DocumentView> {
  const load = deps.sources.source('consignment');
  const record = load && /^[1-9][0-9]{0,9}$/.test(consignmentId) ? await load(deps.db, consignmentId) : null;
  if (!record) throw AppError.notFound();
  await requireRecordSite(deps.db, userId, record.siteId);
  if (!hasConsignmentDocument(type, record.input)) throw AppError.notFound();
  const row = await requestConsignmentDocument(deps.db, consignmentId, record.siteId, record.version, type);
  return { row, fileName: `${fileStem[type]}-${record.input.consignmentNo}.pdf` };
}

function requestConsignmentDocument(
  tx: DbOrTx,
  consignmentId: string,
  siteId: number,
  version: string,
  type: DocumentType,
): Promise<DocumentRow> {
  return requestDocument(tx, {
    ownerType: 'consignment',
    ownerId: consignmentId,
    siteId,
    type,
    ownerVersion: version,
  });
}

/**
 * For the consignments module, in the transaction that creates or changes a consignment: its label and
 * connote (and DG summary when it carries dangerous goods) start being made as soon as the change commits.
 */
export async function requestConsignmentDocuments(
  tx: DbOrTx,
  consignment: { id: number | string; siteId: number; version: number | string; hasDangerousGoods: boolean },
): Promise<void> {
  const types: DocumentType[] = consignment.hasDangerousGoods
    ? ['label', 'connote', 'dgSummary']
    : ['label', 'connote'];
  await requestDocuments(
    tx,
    types.map((type) => ({
      ownerType: 'consignment',
      ownerId: String(consignment.id),
      siteId: consignment.siteId,
      type,
      ownerVersion: String(consignment.version),
    })),
  );
}

/** The made file; the caller answers 202 first while it is pending. */
export function openDocumentFile(deps: DocumentsDeps, view: DocumentView): Readable {
  return readDocument(deps.store, view.row);
}

/** For the manifests module, in the transaction that makes or changes a manifest: its PDF starts being made. */
export function requestManifestDocument(
  tx: DbOrTx,
  manifest: { id: number; siteId: number; version: number | string },
): Promise<DocumentRow> {
  return requestDocument(tx, {
    ownerType: 'manifest',
    ownerId: String(manifest.id),
    siteId: manifest.siteId,
    type: 'manifest',
    ownerVersion: String(manifest.version),
  });
}

/**
 * Spec 4, 7 (N11): a manifest's PDF for a user, asked for on the spot when it has not been made for the
 * manifest's current version: the browser polls with HEAD until it is ready. Another's is not found.
 */
export async function manifestDocumentForUser(
  deps: Pick<DocumentsDeps, 'db' | 'sources'>,
  userId: string,
  manifestId: number,
): Promise<DocumentView> {
  return manifestDocument(deps, manifestId, (siteId) => requireRecordSite(deps.db, userId, siteId));
}

/** A manifest's PDF for whoever `authorise` lets through (it throws otherwise, before anything is made). */
export async function manifestDocument(
  deps: Pick<DocumentsDeps, 'db' | 'sources'>,
  manifestId: number,
  authorise: (siteId: number) => Promise<unknown>,
): Promise<DocumentView> {
  const described = await deps.sources.manifestSource()?.describe(deps.db, manifestId);
  if (!described) throw AppError.notFound();
  await authorise(described.siteId);
  const row = await requestManifestDocument(deps.db, {
    id: manifestId,
    siteId: described.siteId,
    version: described.version,
  });
  return { row, fileName: `manifest-${described.manifestNumber}.pdf` };
}
