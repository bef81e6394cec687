import type { Database } from '../platform/db/client';
import { createTestDatabase } from '../testing/test-database';
import { seedDemoData } from './demo';
import { seedDemoCarriers } from './demo-carriers';
import { seedDemoReferenceData } from './demo-reference-data';
import { loadLocalities } from '../reference-data/localities';

/**
 * A fresh database holding what demo shipments draw on: localities, demo users and sites, carriers, address
 * books and presets.
 */
export async function createDemoWorld(): Promise<Database> {
  const database = await createTestDatabase();
  const db = database.db;
  await loadLocalities(db);
  await seedDemoData(db);
  await seedDemoCarriers(db);
  await seedDemoReferenceData(db);
  return database;
}
