/** The job that makes a document; its handler lives with the renderers (modules/documents). */
export const GENERATE_DOCUMENT_JOB = 'document.generate';

export interface GenerateDocumentPayload {
  documentId: string;
}

/** A document's job is queued under this prefix and the document's id (`requestDocuments` builds it in SQL). */
export const DOCUMENT_DEDUPE_PREFIX = 'document:';
export const generateDocumentDedupeKey = (documentId: string) => `${DOCUMENT_DEDUPE_PREFIX}${documentId}`;
