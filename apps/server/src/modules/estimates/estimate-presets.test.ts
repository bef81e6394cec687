/** An estimate's line names a shipping item preset of the estimate's own site, as a consignment's does. */
import { describe, expect, it } from 'vitest';
import { shippingItemPresetMessages, type Estimate } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import {
  createPreset,
  FOREIGN_PRESETS,
  foreignPresetId,
  PRESETS,
  usePresetsOfSites,
} from '../../testing/preset-fixtures';
import { useWorld } from '../../testing/test-world';
import { createQuoteWorld, DISPATCH, errorsOf, LOCALITY, tenKilos } from '../quotes/quote-world.fixture';

const ESTIMATES = '/api/sender/v0/estimates';

const w = useWorld(createQuoteWorld, 'alice');
const preset = usePresetsOfSites(w);

function estimateBody(shippingItemPresetId: string | null) {
  return {
    data: {
      siteId: String(w.world.ids.melbourne),
      type: 'outbound',
      dispatchDate: DISPATCH,
      sender: { name: 'Melbourne DC', locality: { id: String(LOCALITY.melbourne) } },
      receiver: { name: 'Adelaide receiver', locality: { id: String(LOCALITY.adelaide) } },
      lineItems: [
        { ...tenKilos, description: 'Boxes' },
        { ...tenKilos, description: 'More', shippingItemPresetId },
      ],
    },
  };
}

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, { body });
const refusal = (pointer: string) => [[pointer, shippingItemPresetMessages.notOfSite]];
const problemsOf = (body: unknown) => errorsOf(body).map((e) => [e.pointer, e.detail]);

describe('estimates', () => {
  it('keep a preset of their own site', async () => {
    const res = await w.alice.post(ESTIMATES, estimateBody(preset.melbourne));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Estimate }>().data.lineItems[1]?.shippingItemPresetId).toBe(preset.melbourne);
  });

  it.each(FOREIGN_PRESETS)(
    'refuse one of %s with 422 and its pointer, on create and update',
    async (_, which) => {
      const id = foreignPresetId(preset, which);
      const created = await w.alice.post(ESTIMATES, estimateBody(id));
      expect(created.statusCode).toBe(422);
      expect(problemsOf(created.json())).toEqual(refusal('/data/lineItems/1/shippingItemPresetId'));

      const estimate = (await w.alice.post(ESTIMATES, estimateBody(null))).json<{ data: Estimate }>().data;
      const updated = await put(w.alice, `${ESTIMATES}/${estimate.id}`, estimateBody(id));
      expect(updated.statusCode).toBe(422);
      expect(problemsOf(updated.json())).toEqual(refusal('/data/lineItems/1/shippingItemPresetId'));
    },
  );

  it('keep, on an update, a preset the estimate already named though since deleted', async () => {
    const doomed = await createPreset(w.alice, w.world.ids.melbourne, 'GONE');
    const estimate = (await w.alice.post(ESTIMATES, estimateBody(doomed))).json<{ data: Estimate }>().data;
    expect((await w.alice.request('DELETE', `${PRESETS}/${doomed}`)).statusCode).toBe(204);
    expect((await put(w.alice, `${ESTIMATES}/${estimate.id}`, estimateBody(doomed))).statusCode).toBe(200);
  });
});
