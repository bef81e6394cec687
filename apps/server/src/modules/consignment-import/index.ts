/** The consignment import module: what the app, the demo world and other modules may use. */
export { consignmentImportRoutes } from './consignment-import.routes';
export { registerImportJobs } from './import-jobs';
export { readImportFile, startImport, getImport } from './consignment-import.service';
export type { ImportDeps } from './consignment-import.service';
export { runImport, IMPORT_JOB } from './import-job';
export { IMPORT_EXAMPLE_CSV, IMPORT_TEMPLATE_CSV } from './import-files';
