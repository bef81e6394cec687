import {
  consignmentEndpoints,
  documentEndpoints,
  endpointPath,
  manifestEndpoints,
  trackingEndpoints,
} from '@freight/contracts';

/** Spec 2 (N03-N06): the documents the document route shows. */
export const documentTypes = ['label', 'connote', 'manifest', 'dg-summary', 'pod'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTitles: Record<DocumentType, string> = {
  label: 'Label',
  connote: 'Connote',
  manifest: 'Manifest',
  'dg-summary': 'Dangerous goods summary',
  pod: 'Proof of delivery',
};

export type DocumentSource =
  /** A PDF, or for a proof of delivery possibly an image, shown in the same frame. */
  | { kind: 'pdf'; type: DocumentType; title: string; url: string; fileName: string }
  | { kind: 'unavailable'; title: string; reason: string }
  /** The link's id cannot name a document: shown as a missing document, as the API's 404 is. */
  | { kind: 'missing'; title: string }
  | { kind: 'unknown' };

export const documentSourceMessages = {
  unknownType: 'This document type is not one the app can show.',
  badLabelUrl: 'This label link is not valid.',
} as const;

/** A label's file name under its consignment (labelUrl), never a path elsewhere. */
const LABEL_FILE = /^[\w-]{1,64}\.pdf$/;
const ID = /^[\w-]{1,64}$/;

/**
 * Spec 7 (N07-N09): where a document is read with HEAD, then GET. A label names its file with the labelUrl query
 * (label.pdf by default); the connote and dangerous goods summary have fixed names.
 */
export function documentSource(
  type: string | undefined,
  documentId: string | undefined,
  labelUrl: string | null,
  /** A proof of delivery's document id (the pod type's query). */
  podDocumentId: string | null = null,
): DocumentSource {
  const known = documentTypes.find((t) => t === type);
  if (!known) return { kind: 'unknown' };
  const title = documentTitles[known];
  if (!documentId || !ID.test(documentId)) return { kind: 'missing', title };
  const id = { id: documentId };
  switch (known) {
    case 'label': {
      const file = labelUrl ?? 'label.pdf';
      if (!LABEL_FILE.test(file))
        return { kind: 'unavailable', title, reason: documentSourceMessages.badLabelUrl };
      // the file is named under the consignment's own path (label.pdf unless the labelUrl says otherwise)
      const url = `${endpointPath(consignmentEndpoints.get, id)}/${file}`;
      return { kind: 'pdf', type: known, title, url, fileName: `label-${documentId}.pdf` };
    }
    case 'connote':
      return {
        kind: 'pdf',
        type: known,
        title,
        url: endpointPath(documentEndpoints.connote, id),
        fileName: `connote-${documentId}.pdf`,
      };
    case 'dg-summary':
      return {
        kind: 'pdf',
        type: known,
        title,
        url: endpointPath(documentEndpoints.dgSummary, id),
        fileName: `dg-summary-${documentId}.pdf`,
      };
    case 'pod':
      // spec 7 (S03): GET v0/consignments/{id}/pods/{documentId}
      if (!podDocumentId || !ID.test(podDocumentId)) return { kind: 'missing', title };
      return {
        kind: 'pdf',
        type: known,
        title,
        url: endpointPath(trackingEndpoints.pod, { ...id, documentId: podDocumentId }),
        fileName: `pod-${documentId}`,
      };
    case 'manifest':
      // spec 7 (N11): HEAD, then GET, on the manifest's document.pdf
      if (!/^\d{1,10}$/.test(documentId)) return { kind: 'missing', title };
      return {
        kind: 'pdf',
        type: known,
        title,
        url: endpointPath(manifestEndpoints.document, { id: documentId }),
        fileName: `manifest-${documentId}.pdf`,
      };
  }
}
