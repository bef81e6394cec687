/** The manifests module's face: what the app and other modules may use. */
export { manifestRoutes } from './manifests.routes';
export { registerManifestDocuments } from './manifest-document-source';
export { createManifests, getManifest, searchManifests } from './manifests.service';
export type { ManifestDeps } from './manifests.service';
export { carrierManifestRoutes } from './carrier-manifests.routes';
export { acknowledgeManifest, answerStagedConsignment, carrierManifest } from './carrier-answers';
