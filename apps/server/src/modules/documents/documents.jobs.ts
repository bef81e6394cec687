import type { FastifyInstance } from 'fastify';
import { GENERATE_DOCUMENT_JOB } from '../../platform/documents/document-job';
import type * as DocumentGenerator from './generate-document';

// The renderers (PDFKit, its fonts, the barcodes) load with the first document this process makes: a server that
// leaves its jobs to workers never loads them.
let generator: Promise<typeof DocumentGenerator> | undefined;
const loadGenerator = () => (generator ??= import('./generate-document'));

/** This process makes documents: its job worker (or a test's drain) runs `document.generate`. */
export function registerDocumentJobs(app: FastifyInstance): void {
  app.jobs.handlers.register(GENERATE_DOCUMENT_JOB, async (payload, context) => {
    try {
      const { generateDocument } = await loadGenerator();
      await generateDocument(
        { db: app.db, store: app.documentStore, sources: app.documentSources },
        payload,
        context,
      );
      app.metrics.documentJobs.inc({ outcome: 'done' });
    } catch (error) {
      app.metrics.documentJobs.inc({ outcome: 'failed' });
      throw error;
    }
  });
}
