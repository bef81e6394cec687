/** A pickup's typed freight may not name another site's shipping item preset. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingItemPresetMessages, type Pickup } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { createPresetsOfSites, type PresetsOfSites } from '../../testing/preset-fixtures';
import type { TestContext } from '../../testing/test-app';
import { openWorld } from '../../testing/test-world';
import { carton, createPickupWorld, pickupBody, type PickupWorld } from './pickup-world.fixture';
import { errorsOf } from '../quotes/quote-world.fixture';

const PICKUPS = '/api/sender/v0/pickups';

let preset: PresetsOfSites;
let t: TestContext, world: PickupWorld, alice: TestClient;

beforeAll(async () => {
  ({ t, world, alice } = await openWorld(createPickupWorld, 'alice'));
  preset = await createPresetsOfSites(world, alice);
});
afterAll(() => t.close());

const refusal = (pointer: string) => [[pointer, shippingItemPresetMessages.notOfSite]];
const problemsOf = (body: unknown) => errorsOf(body).map((e) => [e.pointer, e.detail]);

describe('pickups', () => {
  const withPreset = (id: string) =>
    pickupBody(world.ids.melbourne, { freight: [carton, { ...carton, shippingItemPresetId: id }] });

  it('keep a preset of their own site', async () => {
    const res = await alice.post(PICKUPS, withPreset(preset.melbourne));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Pickup }>().data.freightProfile.freight[1]?.shippingItemPresetId).toBe(
      preset.melbourne,
    );
  });

  it.each([
    ['another site of the organisation', 'sydney'],
    ['another organisation', 'adelaide'],
  ] as const)('refuse one of %s with 422 and its pointer', async (_, which) => {
    const res = await alice.post(PICKUPS, withPreset(preset[which]));
    expect(res.statusCode).toBe(422);
    expect(problemsOf(res.json())).toEqual(refusal('/data/freight/1/shippingItemPresetId'));
  });
});
