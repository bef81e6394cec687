import { beforeAll, expect } from 'vitest';
import type { TestClient } from './http-client';

/** A test world with Demo's two sites (alice's) and Second Org's Adelaide (olly's). */
interface ThreeSiteWorld {
  ids: { melbourne: number; sydney: number; adelaide: number };
  signIn(username: string): Promise<TestClient>;
}

export interface PresetsOfSites {
  melbourne: string;
  sydney: string;
  adelaide: string;
}

export const PRESETS = '/api/org/shipping-item-presets';

/** A carton preset of a site, made through the API. */
export async function createPreset(client: TestClient, siteId: number, code: string) {
  const res = await client.post(PRESETS, {
    data: { siteId: String(siteId), quickAccessCode: code, description: 'Carton', packagingType: 'Carton' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** One shipping item preset at each site, made through the API by a user of the site. */
export async function createPresetsOfSites(
  world: ThreeSiteWorld,
  alice: TestClient,
): Promise<PresetsOfSites> {
  return {
    melbourne: await createPreset(alice, world.ids.melbourne, 'MEL1'),
    sydney: await createPreset(alice, world.ids.sydney, 'SYD1'),
    adelaide: await createPreset(await world.signIn('olly'), world.ids.adelaide, 'ADL1'),
  };
}

/**
 * createPresetsOfSites before the suite's first test, in a world opened before it. The answer is filled in by
 * that beforeAll, so tests read its fields, never the file's top level.
 */
export function usePresetsOfSites(opened: { world: ThreeSiteWorld; alice: TestClient }): PresetsOfSites {
  const presets = {} as PresetsOfSites;
  beforeAll(async () => {
    Object.assign(presets, await createPresetsOfSites(opened.world, opened.alice));
  });
  return presets;
}

/** Presets a Melbourne DC line may not name: another site's, another organisation's, and one that does not exist. */
export const FOREIGN_PRESETS = [
  ['another site of the organisation', 'sydney'],
  ['another organisation', 'adelaide'],
  ['no preset at all', 'missing'],
] as const;

/** The id of one of FOREIGN_PRESETS ('missing' is an id no preset has). */
export const foreignPresetId = (presets: PresetsOfSites, which: (typeof FOREIGN_PRESETS)[number][1]) =>
  which === 'missing' ? '2147483647' : presets[which];
