import type { DocumentSources } from '../documents';
import type { ManifestDocumentInput } from '../documents';
import type { ManifestRow, StagedRow } from './manifests.repository';
import * as repo from './manifests.repository';

/** What the manifest PDF prints, from the manifest as kept. */
export function manifestDocumentInput(
  providerName: string,
  manifest: ManifestRow,
  staged: StagedRow[],
): ManifestDocumentInput {
  return {
    manifestNumber: manifest.manifestNumber,
    providerName,
    organisationName: manifest.organisationName,
    siteName: manifest.siteName,
    carrierName: manifest.carrierName,
    carrierAccount: manifest.carrierAccount,
    consignmentType: manifest.consignmentType,
    dispatchDate: manifest.dispatchDate,
    createdAt: manifest.createdAt.toISOString(),
    dispatchAddress: manifest.dispatchAddress,
    rows: staged.map((s) => ({
      consignmentNo: s.consignmentNo,
      receiverName: s.receiverName,
      suburb: s.receiverSuburb,
      state: s.receiverState,
      postcode: s.receiverPostcode,
      serviceName: s.serviceName,
      items: s.itemQuantity,
      weightG: s.weight,
      volumeMm3: s.volume,
      hasDangerousGoods: s.hasDangerousGoods,
      pallets: s.palletQuantity,
      palletTransferType: s.palletTransferType,
      docketNumbers: s.docketNumbers,
    })),
    dangerousGoods: manifest.dangerousGoods,
  };
}

/** Lets the documents module print manifests without reading this module's tables. */
export function registerManifestDocuments(sources: DocumentSources, providerName: string): void {
  sources.registerManifestSource({
    describe: async (db, id) => {
      const row = await repo.findManifestHead(db, id);
      return row
        ? { siteId: row.siteId, version: String(row.version), manifestNumber: row.manifestNumber }
        : null;
    },
    load: async (db, id) => {
      const manifest = await repo.findManifest(db, id);
      if (!manifest) return null;
      const staged = await repo.findStaged(db, id);
      return {
        siteId: manifest.siteId,
        version: String(manifest.version),
        input: manifestDocumentInput(providerName, manifest, staged),
      };
    },
  });
}
