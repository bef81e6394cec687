import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DocumentStore } from './document-store';
import { LocalDocumentStore } from './local-document-store';

declare module 'fastify' {
  interface FastifyInstance {
    documentStore: DocumentStore;
  }
}

/** Documents are kept under DATA_DIR/documents. */
export function registerDocumentStore(app: FastifyInstance): void {
  app.decorate('documentStore', new LocalDocumentStore(join(app.config.dataDir, 'documents')));
}
