import { afterEach, describe, expect, it } from 'vitest';
import {
  changesOf,
  forgetUnsavedChanges,
  keepUnsavedChanges,
  readUnsavedChanges,
  withChanges,
} from './unsaved-changes';

afterEach(() => window.sessionStorage.clear());

describe('unsaved consignment changes (issue 24)', () => {
  const base = {
    dispatchDate: '2026-03-09',
    receiver: { name: 'Osborne Park', extras: { tailgate: true, note: 'Trade counter' } },
    lineItems: [{ weight: 8 }, { weight: 9 }],
  };

  it('keeps only what changed, nested objects field by field and lists whole', () => {
    const values = {
      ...base,
      receiver: { ...base.receiver, extras: { tailgate: true, note: 'Ring the bell' } },
      lineItems: [{ weight: 8 }, { weight: 10 }],
    };
    expect(changesOf(base, values)).toEqual({
      receiver: { extras: { note: 'Ring the bell' } },
      lineItems: [{ weight: 8 }, { weight: 10 }],
    });
    expect(changesOf(base, structuredClone(base))).toBeNull();
  });

  it('applies the changes over a newer version, leaving its other changes in place', () => {
    const latest = { ...base, dispatchDate: '2026-03-10', receiver: { ...base.receiver, name: 'OPEW' } };
    const merged = withChanges(latest, { receiver: { extras: { note: 'Ring the bell' } } });
    expect(merged).toEqual({
      dispatchDate: '2026-03-10',
      receiver: { name: 'OPEW', extras: { tailgate: true, note: 'Ring the bell' } },
      lineItems: base.lineItems,
    });
  });

  it('reads kept changes only against another version, and forgets them', () => {
    keepUnsavedChanges('42', '"42-3"', { dispatchDate: '2026-03-11' });
    expect(readUnsavedChanges('42', '"42-3"')).toBeNull();
    expect(readUnsavedChanges('43', '"42-4"')).toBeNull();
    expect(readUnsavedChanges('42', '"42-4"')).toEqual({ dispatchDate: '2026-03-11' });
    forgetUnsavedChanges('42');
    expect(readUnsavedChanges('42', '"42-4"')).toBeNull();
  });
});
