/** Spec 2 (N03-N06): the documents the document route shows. */
export const documentTypes = ['label', 'connote', 'manifest', 'dg-summary'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTitles: Record<DocumentType, string> = {
  label: 'Label',
  connote: 'Connote',
  manifest: 'Manifest',
  'dg-summary': 'Dangerous goods summary',
};

export type DocumentSource =
  | { kind: 'pdf'; type: DocumentType; title: string; url: string; fileName: string }
  | { kind: 'unavailable'; title: string; reason: string }
  | { kind: 'unknown' };

export const documentSourceMessages = {
  manifestUnavailable: 'Manifest documents are not available yet.',
  unknownType: 'This document type is not one the app can show.',
  badLabelUrl: 'This label link is not valid.',
  badId: 'This document link is not valid.',
} as const;

const CONSIGNMENTS = '/api/sender/v0/consignments';
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
): DocumentSource {
  const known = documentTypes.find((t) => t === type);
  if (!known) return { kind: 'unknown' };
  const title = documentTitles[known];
  if (!documentId || !ID.test(documentId))
    return { kind: 'unavailable', title, reason: documentSourceMessages.badId };
  const base = `${CONSIGNMENTS}/${encodeURIComponent(documentId)}`;
  switch (known) {
    case 'label': {
      const file = labelUrl ?? 'label.pdf';
      if (!LABEL_FILE.test(file))
        return { kind: 'unavailable', title, reason: documentSourceMessages.badLabelUrl };
      return { kind: 'pdf', type: known, title, url: `${base}/${file}`, fileName: `label-${documentId}.pdf` };
    }
    case 'connote':
      return {
        kind: 'pdf',
        type: known,
        title,
        url: `${base}/connote.pdf`,
        fileName: `connote-${documentId}.pdf`,
      };
    case 'dg-summary':
      return {
        kind: 'pdf',
        type: known,
        title,
        url: `${base}/dg-summary.pdf`,
        fileName: `dg-summary-${documentId}.pdf`,
      };
    case 'manifest':
      // the server has no manifests yet (N11 reads /v0/manifests/{id}/document.pdf once it does)
      return { kind: 'unavailable', title, reason: documentSourceMessages.manifestUnavailable };
  }
}
