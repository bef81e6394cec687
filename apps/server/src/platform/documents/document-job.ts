/** The job that makes a document; its handler lives with the renderers (modules/documents). */
export const GENERATE_DOCUMENT_JOB = 'document.generate';

export interface GenerateDocumentPayload {
  documentId: string;
}

export const generateDocumentDedupeKey = (documentId: string) => `document:${documentId}`;
