import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { systemClock } from '../platform/clock';
import type { Db } from '../platform/db/client';
import { issueCarrierKey } from '../modules/carrier-api';
import { listCarriers } from '../modules/carriers';
import type { CarrierKey } from './simulate';

/**
 * Demo only: the simulator's carrier API keys, one per carrier, issued once like any carrier's (stored hashed)
 * and kept in the data folder, which holds the whole installation anyway, so `npm run simulate` can act for
 * every carrier without touching the database, which the running server may hold.
 */
export const DEMO_KEYS_FILE = 'demo-carrier-keys.json';

const keysSchema = z.array(z.object({ carrierName: z.string(), key: z.string() }));

export async function readDemoCarrierKeys(dataDir: string): Promise<CarrierKey[] | null> {
  try {
    return keysSchema.parse(JSON.parse(await readFile(join(dataDir, DEMO_KEYS_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** Issues the demo carriers' simulator keys on the first start that has carriers; answers them. */
export async function ensureDemoCarrierKeys(db: Db, dataDir: string): Promise<CarrierKey[]> {
  const existing = await readDemoCarrierKeys(dataDir);
  if (existing) return existing;
  const keys: CarrierKey[] = [];
  for (const carrier of await listCarriers({ db, clock: systemClock })) {
    const issued = await issueCarrierKey(db, carrier.id, 'demo tracking simulator');
    keys.push({ carrierName: issued.carrierName, key: issued.key });
  }
  if (keys.length > 0) {
    // on PostgreSQL nothing else may have made the data folder yet
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, DEMO_KEYS_FILE), JSON.stringify(keys, null, 2), { mode: 0o600 });
  }
  return keys;
}
