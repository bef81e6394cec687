import { describe, expect, it } from 'vitest';
import { shippingItemPresetMessages, type Consignment } from '@freight/contracts';
import {
  createPreset,
  FOREIGN_PRESETS,
  foreignPresetId,
  PRESETS,
  usePresetsOfSites,
} from '../../testing/preset-fixtures';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  errorsOf,
  quoteFor,
} from './consignment-world.fixture';

const w = useConsignmentWorld('alice');
const preset = usePresetsOfSites(w);

const withPreset = (shippingItemPresetId: string) => ({ lineItems: [{ ...carton, shippingItemPresetId }] });
const pointer = '/data/attributes/lineItems/0/shippingItemPresetId';

describe("a line item's preset is one of the consignment's own site", () => {
  it('keeps a preset of the site', async () => {
    const { consignment } = await book(w.alice, w.world.melbourneToAdelaide, {
      over: withPreset(preset.melbourne),
    });
    expect(consignment.lineItems[0]?.shippingItemPresetId).toBe(preset.melbourne);
  });

  it.each(FOREIGN_PRESETS)('refuses one of %s with 422 and its pointer', async (_, which) => {
    const id = foreignPresetId(preset, which);
    const set = await quoteFor(w.alice, w.world.melbourneToAdelaide);
    const quoteId = set.quotes[0]?.id ?? '';
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.world.melbourneToAdelaide, quoteId, withPreset(id)),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json()).map((e) => [e.pointer, e.detail])).toEqual([
      [pointer, shippingItemPresetMessages.notOfSite],
    ]);
  });

  it('keeps, on a change, a preset the consignment already named though since deleted', async () => {
    const doomed = await createPreset(w.alice, w.world.ids.melbourne, 'GONE');
    const { consignment, etag, quote } = await book(w.alice, w.world.melbourneToAdelaide, {
      over: withPreset(doomed),
    });
    expect((await w.alice.request('DELETE', `${PRESETS}/${doomed}`)).statusCode).toBe(204);
    const body = consignmentBody(w.world.melbourneToAdelaide, quote.id, {
      ...withPreset(doomed),
      references: ['PO-2002'],
    });
    const res = await w.alice.request('PUT', `${CONSIGNMENTS}/${consignment.id}`, {
      body,
      headers: { 'if-match': etag },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Consignment }>().data.references).toEqual(['PO-2002']);
  });
});
