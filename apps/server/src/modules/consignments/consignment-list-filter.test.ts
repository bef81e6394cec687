import { describe, expect, it } from 'vitest';
import type { PalletTransferType } from '@freight/contracts';
import { filterConditions, filterShape, placeholderValues } from './consignment-list.repository';

describe('a filter as placeholders', () => {
  it('gives one shape for the same fields and flags whatever their values, and another when a flag or field changes', () => {
    const overdue = (from: string) => ({ overdue: { value: true, from, to: '2026-03-04' } });
    expect(filterShape({ ...overdue('2025-09-05'), carrierIds: [1] })).toBe(
      filterShape({ ...overdue('2025-09-06'), carrierIds: [2, 3] }),
    );
    expect(filterShape({ readyToManifest: true })).not.toBe(filterShape({ readyToManifest: false }));
    expect(filterShape({ readyToManifest: true })).not.toBe(filterShape({ readyToManifest: true, ids: [1] }));
    expect(filterShape({ receiverName: '' })).toBe(filterShape({}));
    expect(filterShape({ ids: [] })).toBe(filterShape({}));
  });

  it('shapes a text search by how many terms and how each asks the index, not by their text', () => {
    expect(filterShape({ terms: ['smith'] })).toBe(filterShape({ terms: ['jones'] }));
    expect(filterShape({ terms: ['smith'] })).not.toBe(filterShape({ terms: ['smith', 'pty'] }));
    // a consignment number asks the index for its digits
    expect(filterShape({ terms: ['smith'] })).not.toBe(filterShape({ terms: ['BRC000512345'] }));
    expect(filterShape({ terms: ['smith'] })).not.toBe(filterShape({}));
    expect(filterShape({ terms: [] })).toBe(filterShape({}));
  });

  it('gathers the terms as patterns under their own placeholders', () => {
    const bind = placeholderValues();
    filterConditions({ terms: ['o%k', 'BRC000512345'] }, bind);
    expect(bind.values).toEqual({ term0: '%o\\%k%', term1: '%512345%', whole1: 'BRC000512345' });
  });

  it('gathers each value under its placeholder, lists as array literals that keep any text as it is', () => {
    const bind = placeholderValues();
    filterConditions(
      {
        ids: [7, 9],
        transferPolicies: ['manual'],
        // the contract allows only its names, but a literal must keep any text as it is
        palletTransferTypes: ['a"b', 'c\\d'] as unknown as PalletTransferType[],
        dispatchDate: { start: '2026-01-01' },
        receiverName: '50%_off',
      },
      bind,
    );
    expect(bind.values).toEqual({
      ids: '{"7","9"}',
      policies: '{"manual"}',
      pallets: '{"a\\"b","c\\\\d"}',
      dispatchStart: '2026-01-01',
      receiverName: '%50\\%\\_off%',
    });
  });
});
