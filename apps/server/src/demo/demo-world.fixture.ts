import { beforeAll, expect } from 'vitest';
import type { Database, Db } from '../platform/db/client';
import { createTestDatabase, useTestDatabase } from '../testing/test-database';
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
  await seedDemoWorld(database.db);
  return database;
}

async function seedDemoWorld(db: Db): Promise<void> {
  await loadLocalities(db);
  await seedDemoData(db);
  await seedDemoCarriers(db);
  await seedDemoReferenceData(db);
}

/** The moment the demo shipments tests book around: a Monday in Melbourne. */
export const DEMO_NOW = new Date('2026-11-23T01:00:00Z');

/**
 * A demo world for one test file: built before its tests (slowly, hence the long timeout), then `setUp` on it,
 * and closed after them.
 */
export function useDemoWorld(setUp: (db: Db) => Promise<unknown> = async () => undefined): {
  readonly db: Db;
} {
  const database = useTestDatabase();
  beforeAll(async () => {
    await seedDemoWorld(database.db);
    await setUp(database.db);
  }, 120_000);
  return database;
}

/**
 * Runs a demo seeding step twice, as two starts would: the second run must make nothing. Answers what the first
 * made.
 */
export async function seedTwice(seed: () => Promise<number>): Promise<number> {
  const made = await seed();
  expect(await seed()).toBe(0);
  return made;
}
