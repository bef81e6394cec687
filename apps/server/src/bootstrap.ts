import { ConfigError, type Config } from './config/env';
import type { Database } from './platform/db/client';
import { schemaProblem, schemaState } from './platform/db/migrations';
import { openConfiguredDatabase } from './platform/db/open-from-config';
import { loadLocalities } from './reference-data/localities';
import { seedDemoData } from './demo/demo';
import { seedDemoCarrierPreferences } from './demo/demo-carrier-preferences';
import { seedDemoCarriers } from './demo/demo-carriers';
import { seedDemoConsignments } from './demo/demo-consignments';
import { seedDemoEstimates } from './demo/demo-estimates';
import { seedDemoManifests } from './demo/demo-manifests';
import { seedDemoOrders } from './demo/demo-orders';
import { seedDemoPickups } from './demo/demo-pickups';
import { Mailer } from './platform/mail/mailer';
import { seedDemoReferenceData } from './demo/demo-reference-data';
import { join } from 'node:path';
import { LocalDocumentStore } from './platform/documents/local-document-store';
import { syncPolicyDocuments } from './modules/legal';
import { ensureDemoCarrierKeys } from './simulator/demo-keys';

/**
 * Migrates when configured to, refuses a schema this version does not know, then loads reference data and, on a
 * first start, the demo data: what every start needs before serving.
 */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  if (config.migrateOnStart) await database.migrate();
  const problem = schemaProblem(await schemaState(database.db));
  if (problem) {
    await database.close();
    throw new ConfigError(problem);
  }
  await syncPolicyDocuments(database.db);
  const localities = await loadLocalities(database.db);
  if (localities > 0) log(`loaded ${localities} Australian localities`);
  if (config.demoData) {
    const seeded = await seedDemoData(database.db);
    if (seeded) log('loaded demo data');
    // Each demo set checks for itself, so an install from before a set existed gains it on its next start.
    if (await seedDemoCarriers(database.db)) log('loaded demo carriers and rate cards');
    await seedDemoReferenceData(database.db);
    const consignments = await seedDemoConsignments(database.db, {
      store: new LocalDocumentStore(join(config.dataDir, 'documents')),
    });
    if (consignments > 0) log(`loaded ${consignments} demo consignments`);
    const manifests = await seedDemoManifests(database.db);
    if (manifests > 0) log(`loaded ${manifests} demo manifests`);
    const estimates = await seedDemoEstimates(database.db);
    if (estimates > 0) log(`loaded ${estimates} demo estimates`);
    const demoOrders = await seedDemoOrders(database.db);
    if (demoOrders > 0) log(`loaded ${demoOrders} demo orders`);
    // the carriers' e-mails of past demo requests go to the outbox like any other
    const mailer = new Mailer({
      db: database.db,
      from: config.mailFrom,
      brandName: config.brandName,
      smtpUrl: undefined,
      outboxDir: join(config.dataDir, 'outbox'),
      log: () => undefined,
    });
    const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const pickups = await seedDemoPickups(database.db, { now: new Date(), mailer, baseUrl });
    if (pickups > 0) log(`loaded ${pickups} demo pickups`);
    // after the demo freight, which is booked without receivers' preferences
    await seedDemoCarrierPreferences(database.db);
    // demo only: the carriers' API keys, kept in the data folder so the demo carriers can answer manifests and
    // report tracking through the carrier API (a real install issues keys with the admin CLI, shown once)
    await ensureDemoCarrierKeys(database.db, config.dataDir);
  }
  return database;
}
