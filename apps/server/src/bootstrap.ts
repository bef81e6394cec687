import type { Config } from './config/env';
import type { Database } from './platform/db/client';
import { openConfiguredDatabase } from './platform/db/open-from-config';
import { loadLocalities } from './db/seed/localities';
import { seedDemoData } from './db/seed/demo';
import { seedDemoCarriers } from './db/seed/demo-carriers';
import { seedDemoConsignments } from './db/seed/demo-consignments';
import { seedDemoEstimates } from './db/seed/demo-estimates';
import { seedDemoReferenceData } from './db/seed/demo-reference-data';
import { syncPolicyDocuments } from './modules/legal/legal.service';

/** Migrates, loads reference data, and on a first start the demo data: what every start needs before serving. */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await syncPolicyDocuments(database.db);
  const localities = await loadLocalities(database.db);
  if (localities > 0) log(`loaded ${localities} Australian localities`);
  if (config.demoData) {
    const seeded = await seedDemoData(database.db);
    if (seeded) log('loaded demo data');
    // Each demo set checks for itself, so an install from before a set existed gains it on its next start.
    if (await seedDemoCarriers(database.db)) log('loaded demo carriers and rate cards');
    await seedDemoReferenceData(database.db);
    const consignments = await seedDemoConsignments(database.db);
    if (consignments > 0) log(`loaded ${consignments} demo consignments`);
    const estimates = await seedDemoEstimates(database.db);
    if (estimates > 0) log(`loaded ${estimates} demo estimates`);
  }
  return database;
}
