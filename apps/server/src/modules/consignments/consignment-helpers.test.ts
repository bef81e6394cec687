import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { monthsBefore } from './consignment-list.service';
import { assertIfMatch, etagOf, ifMatchAccepts } from './consignment-etag';
import { storeLineItems } from './consignment-values';
import { csvLine } from './csv-line';
import { keyedPointer, withKeyedPointers } from './keyed-pointers';

describe('keyed pointers (spec 8)', () => {
  const lines = [
    { key: 'first' },
    { id: 'li_abc', dangerousGoods: [{ key: 'paint' }, {}] },
    {},
    { key: '9bad' },
  ];

  it('names lines and dangerous goods entries by key, then id, then index', () => {
    expect(keyedPointer('/data/attributes/lineItems/0/weight', lines)).toBe(
      '/data/attributes/lineItems/first/weight',
    );
    expect(keyedPointer('/data/attributes/lineItems/1/dangerousGoods/0/unNumber', lines)).toBe(
      '/data/attributes/lineItems/li_abc/dangerousGoods/paint/unNumber',
    );
    expect(keyedPointer('/data/attributes/lineItems/1/dangerousGoods/1', lines)).toBe(
      '/data/attributes/lineItems/li_abc/dangerousGoods/1',
    );
    expect(keyedPointer('/data/attributes/lineItems/2/height', lines)).toBe(
      '/data/attributes/lineItems/2/height',
    );
    expect(keyedPointer('/data/attributes/lineItems/3/height', lines)).toBe(
      '/data/attributes/lineItems/3/height',
    );
    expect(keyedPointer('/data/attributes/lineItems/7/height', 'not a list')).toBe(
      '/data/attributes/lineItems/7/height',
    );
  });

  it('names a party’s address by the field the request sent, and leaves other pointers', () => {
    expect(keyedPointer('/data/attributes/receiver/address/id', [])).toBe(
      '/data/attributes/receiver/addressId',
    );
    expect(keyedPointer('/data/attributes/deliveryTimeSlot', [])).toBe(
      '/data/attributes/receiver/deliveryTimeSlot',
    );
    expect(keyedPointer('/data/attributes/references/0', [])).toBe('/data/attributes/references/0');
  });

  it('rewrites only validation errors', () => {
    const rewritten = withKeyedPointers(
      AppError.validation([{ pointer: '/data/attributes/lineItems/0/weight', detail: 'x' }]),
      lines,
    );
    expect(rewritten).toBeInstanceOf(AppError);
    expect((rewritten as AppError).pointer).toBe('/data/attributes/lineItems/first/weight');
    const other = AppError.notFound();
    expect(withKeyedPointers(other, lines)).toBe(other);
  });
});

describe('ETags (DESIGN 4)', () => {
  const row = { id: 12, version: 3 };
  it('accept the current tag, weak or strong, in a list, or *', () => {
    expect(etagOf(row)).toBe('"12-3"');
    expect(ifMatchAccepts('"12-3"', row)).toBe(true);
    expect(ifMatchAccepts('W/"12-3"', row)).toBe(true);
    expect(ifMatchAccepts('"12-2", "12-3"', row)).toBe(true);
    expect(ifMatchAccepts('*', row)).toBe(true);
    expect(ifMatchAccepts('"12-2"', row)).toBe(false);
  });
  it('need a tag (412) and a current one (409 alreadyUpdated)', () => {
    expect(() => assertIfMatch(undefined, row)).toThrow(expect.objectContaining({ status: 412 }));
    expect(() => assertIfMatch(' ', row)).toThrow(expect.objectContaining({ status: 412 }));
    expect(() => assertIfMatch('"12-1"', row)).toThrow(
      expect.objectContaining({ status: 409, code: 'alreadyUpdated' }),
    );
    expect(() => assertIfMatch('"12-3"', row)).not.toThrow();
  });
});

describe('line ids', () => {
  const line = {
    id: null,
    key: null,
    packagingType: 'Carton' as const,
    shippingItemPresetId: null,
    description: 'Box',
    quantity: 1,
    length: 1,
    width: 1,
    height: 1,
    weight: 1,
    reference: null,
    pallets: null,
    dangerousGoods: [],
  };
  it('keep a line’s id when it is sent back, and give any other line a new one', () => {
    const [stored] = storeLineItems([line]);
    expect(stored?.id).toMatch(/^li_/);
    const again = storeLineItems(
      [
        { ...line, id: stored?.id ?? null },
        { ...line, id: stored?.id ?? null },
        { ...line, id: 'li_forged' },
      ],
      stored ? [stored] : [],
    );
    expect(again[0]?.id).toBe(stored?.id);
    expect(again[1]?.id).not.toBe(stored?.id);
    expect(again[2]?.id).not.toBe('li_forged');
  });
});

describe('CSV lines', () => {
  it('quote commas, quotes and line breaks, and defuse formulas', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
    expect(csvLine(['=1+1', '+61 3 9000', '@sum', '-12.5', '-x'])).toBe(
      "'=1+1,'+61 3 9000,'@sum,-12.5,'-x\r\n",
    );
  });
});

describe('overdue window (spec 9)', () => {
  it('goes back six months, clamping to the end of a shorter month', () => {
    expect(monthsBefore('2026-09-15', 6)).toBe('2026-03-15');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-01', 6)).toBe('2025-09-01');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
  });
});
