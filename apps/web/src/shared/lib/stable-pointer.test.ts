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
