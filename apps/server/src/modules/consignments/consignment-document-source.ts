import type { DocumentSources } from '../documents';
import { loadConsignmentForDocuments } from './consignment-documents';
import { documentInputOf } from './consignment-document-input';
import { findConsignmentBriefs } from './consignments.repository';

/** Lets the documents module print consignments: called once when the app is built. */
export function registerConsignmentDocumentSource(sources: DocumentSources): void {
  sources.registerSource('consignment', async (db, ownerId) => {
    const consignment = await loadConsignmentForDocuments(db, Number(ownerId));
    if (!consignment) return null;
    return {
      siteId: consignment.siteId,
      version: String(consignment.version),
      input: documentInputOf(consignment),
    };
  });
  sources.registerConsignmentBriefs(async (db, ids) =>
    (await findConsignmentBriefs(db, ids)).map((row) => ({ ...row, version: String(row.version) })),
  );
}
