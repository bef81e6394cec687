import { asc, eq, inArray } from 'drizzle-orm';
import { siteToday } from '@freight/rules';
import type { Db } from '../platform/db/client';
import { sites, users } from '../db/schema';
import { loadSite, random } from './demo-shipments';

/* Demo only: how the demo consignments, estimates and pickups go through the demo sites. */

export interface DemoSite {
  id: number;
  name: string;
  costCentres: { code: string }[];
  costCentreRequired: boolean;
}

/**
 * Seeds Melbourne DC and Sydney Warehouse, in that order, as the demo user; nothing when `existing` finds a row
 * already (the records are loaded once) or there is no demo user. Answers how many were made.
 */
export async function seedDemoSites(
  db: Db,
  existing: PromiseLike<unknown[]>,
  seedSite: (site: DemoSite, userId: string, index: number) => Promise<number>,
): Promise<number> {
  if ((await existing).length > 0) return 0;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!user) return 0;
  const found = await db
    .select({
      id: sites.id,
      name: sites.name,
      costCentres: sites.costCentres,
      costCentreRequired: sites.costCentreRequired,
    })
    .from(sites)
    .where(inArray(sites.name, ['Melbourne DC', 'Sydney Warehouse']))
    .orderBy(asc(sites.id));
  let made = 0;
  for (const [index, site] of found.entries()) made += await seedSite(site, user.id, index);
  return made;
}

/**
 * What seeding a site draws on: its own address book entry (`home`), the other entries, its presets, and a
 * random sequence of the seed (so every demo install is the same) with `pick` over it; today is the site's.
 */
export async function siteSeeding(db: Db, site: { id: number; name: string }, seed: number, now: Date) {
  const { entries, presets, dg } = await loadSite(db, site.id);
  const home = entries.find((entry) => entry.name === site.name);
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  return {
    home,
    others: entries.filter((entry) => entry !== home),
    presets,
    dg,
    rand,
    pick,
    today: siteToday(now),
  };
}
