/** Documents: the routes, the jobs that render them, and the sources the owning modules register. */
export { documentRoutes, manifestDocumentRoutes, serveDocumentPair } from './documents.routes';
export { labelSetRoutes } from './label-set.routes';
export { decorateDocumentSources, type DocumentSources } from './document-sources';
export { registerDocumentJobs } from './documents.jobs';
export { manifestDocument, requestConsignmentDocuments, requestManifestDocument } from './documents.service';
export type { ManifestDocumentInput } from './manifest-input';
export type { ConsignmentDocumentInput, DocumentDangerousGoodsLine, DocumentParty } from './render-input';
export { renderConsignmentPdf } from './render-on-demand';
