/** A pickup's typed freight may not name another site's shipping item preset. */
import { describe, expect, it } from 'vitest';
import { shippingItemPresetMessages, type Pickup } from '@freight/contracts';
import { usePresetsOfSites } from '../../testing/preset-fixtures';
import { useWorld } from '../../testing/test-world';
import { carton, createPickupWorld, pickupBody } from './pickup-world.fixture';
import { errorsOf } from '../quotes/quote-world.fixture';

const PICKUPS = '/api/sender/v0/pickups';

const w = useWorld(createPickupWorld, 'alice');
const preset = usePresetsOfSites(w);

const refusal = (pointer: string) => [[pointer, shippingItemPresetMessages.notOfSite]];
const problemsOf = (body: unknown) => errorsOf(body).map((e) => [e.pointer, e.detail]);

describe('pickups', () => {
  const withPreset = (id: string) =>
    pickupBody(w.world.ids.melbourne, { freight: [carton, { ...carton, shippingItemPresetId: id }] });

  it('keep a preset of their own site', async () => {
    const res = await w.alice.post(PICKUPS, withPreset(preset.melbourne));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Pickup }>().data.freightProfile.freight[1]?.shippingItemPresetId).toBe(
      preset.melbourne,
    );
  });

  it.each([
    ['another site of the organisation', 'sydney'],
    ['another organisation', 'adelaide'],
  ] as const)('refuse one of %s with 422 and its pointer', async (_, which) => {
    const res = await w.alice.post(PICKUPS, withPreset(preset[which]));
    expect(res.statusCode).toBe(422);
    expect(problemsOf(res.json())).toEqual(refusal('/data/freight/1/shippingItemPresetId'));
  });
});
