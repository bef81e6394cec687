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
import type { DocumentSources } from './document-sources';
import type { DocumentRow } from '../../platform/documents/document-status';
import { LABEL_SET_OWNER, loadLabelSet } from './label-sets';
import { renderLabelSet } from './render/label';
import { renderManifest } from './render/manifest';
import { hasConsignmentDocument } from './document-presence';
import { renderConsignmentDocument } from './render-document';

const payloadSchema = z.object({ documentId: z.uuid() });

/** One file per document and owner version; a version can hold any characters, so its hash names the file. */
const storageKeyOf = (documentId: string, version: string) =>
  `${documentId}/${createHash('sha256').update(version).digest('hex').slice(0, 20)}.pdf`;

class DocumentCannotBeMade extends Error {}

/** The owner's PDF as it is now, and the version it was made from. */
async function renderOwner(
  db: Db,
  sources: DocumentSources,
  document: DocumentRow,
): Promise<{ pdf: Buffer; version: string }> {
  if (document.ownerType === 'manifest') {
    const source = sources.manifestSource();
    if (!source) throw new Error('no document source for manifest');
    const record = /^\d{1,10}$/.test(document.ownerId)
      ? await source.load(db, Number(document.ownerId))
      : null;
    if (!record) throw new DocumentCannotBeMade(`manifest ${document.ownerId} no longer exists`);
    return { pdf: await renderManifest(record.input), version: record.version };
  }
  if (document.ownerType === LABEL_SET_OWNER) {
    const set = await loadLabelSet(db, sources, document.ownerVersion);
    if (set.inputs.length === 0) throw new DocumentCannotBeMade('none of the label set is left to print');
    return { pdf: await renderLabelSet(set.inputs), version: set.version };
  }
  const load = sources.source(document.ownerType);
  if (!load) throw new Error(`no document source for ${document.ownerType}`);
  const record = await load(db, document.ownerId);
  if (!record) throw new DocumentCannotBeMade(`${document.ownerType} ${document.ownerId} no longer exists`);
  if (!hasConsignmentDocument(document.type, record.input))
    throw new DocumentCannotBeMade(`${document.ownerType} ${document.ownerId} has no ${document.type}`);
  return { pdf: await renderConsignmentDocument(document.type, record.input), version: record.version };
}

/**
 * The `document.generate` job: loads the owner as it is now, renders, stores the file, then marks the
 * document ready. Running twice is harmless: the second run finds it ready, or writes the same file again.
 */
export async function generateDocument(
  deps: { db: Db; store: DocumentStore; sources: DocumentSources },
  payload: unknown,
  context: Pick<JobContext, 'isLastAttempt'>,
): Promise<void> {
  const { documentId } = payloadSchema.parse(payload);
  const document = await findDocument(deps.db, documentId);
  if (!document || document.status !== 'pending') return;
  try {
    const { pdf, version } = await renderOwner(deps.db, deps.sources, document);
    const storageKey = storageKeyOf(document.id, version);
    await deps.store.write(storageKey, pdf);
    const made = await markDocumentReady(deps.db, document.id, {
      requestedVersion: document.ownerVersion,
      madeVersion: version,
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
