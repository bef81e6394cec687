import { describe, expect, it } from 'vitest';
import { stablePointer } from './stable-pointer';

const body = {
  data: {
    attributes: {
      lineItems: [
        { key: 'carton-1', dangerousGoods: [{ key: 'paint-1' }, { key: 'paint-2' }] },
        { key: 'pallet-1' },
      ],
      freight: [{ id: 'freight-a' }, {}],
    },
  },
};

describe('backend validation pointers in telemetry (W16-W18)', () => {
  it('names a line item by its key', () => {
    expect(stablePointer('/data/attributes/lineItems/1/weight', body)).toBe(
      '/data/attributes/lineItems/pallet-1/weight',
    );
  });

  it('names a freight entry by its key, or keeps the position when it has none', () => {
    expect(stablePointer('/data/attributes/freight/0/length', body)).toBe(
      '/data/attributes/freight/freight-a/length',
    );
    expect(stablePointer('/data/attributes/freight/1/length', body)).toBe(
      '/data/attributes/freight/1/length',
    );
  });

  it('names a line item’s nested dangerous goods by their keys too', () => {
    expect(stablePointer('/data/attributes/lineItems/0/dangerousGoods/1/unNumber', body)).toBe(
      '/data/attributes/lineItems/carton-1/dangerousGoods/paint-2/unNumber',
    );
  });

  it('reads the flat bodies of quote sets and pickups, whose lists sit right under data', () => {
    const quoteSet = {
      data: { lineItems: [{ key: 'lineItem-a' }, { key: 'lineItem-b', dangerousGoods: [{ key: 'dg-x' }] }] },
    };
    expect(stablePointer('/data/lineItems/1/packagingType', quoteSet)).toBe(
      '/data/lineItems/lineItem-b/packagingType',
    );
    expect(stablePointer('/data/lineItems/1/dangerousGoods/0/unNumber', quoteSet)).toBe(
      '/data/lineItems/lineItem-b/dangerousGoods/dg-x/unNumber',
    );
    const pickup = { data: { freight: [{ key: 'freight-1' }, { key: 'freight-2' }] } };
    expect(stablePointer('/data/freight/1/dangerousGoods', pickup)).toBe(
      '/data/freight/freight-2/dangerousGoods',
    );
  });

  it('leaves other and already keyed pointers alone', () => {
    expect(stablePointer('/data/attributes/receiver/name', body)).toBe('/data/attributes/receiver/name');
    expect(stablePointer('/data/attributes/lineItems/carton-1/weight', body)).toBe(
      '/data/attributes/lineItems/carton-1/weight',
    );
    expect(stablePointer('/data/attributes/lineItems/0/weight', undefined)).toBe(
      '/data/attributes/lineItems/0/weight',
    );
  });
});
