import { afterEach, describe, expect, it } from 'vitest';
import { readDefaultDispatchDate, storeDefaultDispatchDate } from './dispatch-date-preference';
import { clearStoredDispatchDates } from '../../../shared/lib/user-preferences';

const dana = { userId: 'u1', orgId: 'o1' };
// 3 pm local time on 10 March 2026
const afternoon = new Date(2026, 2, 10, 15, 0);

afterEach(() => localStorage.clear());

describe('the default dispatch date (V12-V14)', () => {
  it('is stored under the user and the organisation, as defaultDispatchDate', () => {
    storeDefaultDispatchDate(dana, '2026-03-12', afternoon);
    expect(Object.keys(localStorage)).toEqual(['freight.u1.o1.defaultDispatchDate']);
    expect(readDefaultDispatchDate(dana, '2026-03-10', afternoon)).toBe('2026-03-12');
  });

  it('belongs to one organisation: the same user in another organisation, or another user, has none (V13)', () => {
    storeDefaultDispatchDate(dana, '2026-03-12', afternoon);
    expect(readDefaultDispatchDate({ userId: 'u1', orgId: 'o2' }, '2026-03-10', afternoon)).toBeNull();
    expect(readDefaultDispatchDate({ userId: 'u2', orgId: 'o1' }, '2026-03-10', afternoon)).toBeNull();
  });

  it('lapses at the next local midnight', () => {
    storeDefaultDispatchDate(dana, '2026-03-12', afternoon);
    expect(readDefaultDispatchDate(dana, '2026-03-10', new Date(2026, 2, 10, 23, 59))).toBe('2026-03-12');
    expect(readDefaultDispatchDate(dana, '2026-03-11', new Date(2026, 2, 11, 0, 0))).toBeNull();
  });

  it('is gone after sign-out, and a stored value that is not a default is ignored', () => {
    storeDefaultDispatchDate(dana, '2026-03-12', afternoon);
    clearStoredDispatchDates();
    expect(readDefaultDispatchDate(dana, '2026-03-10', afternoon)).toBeNull();
    localStorage.setItem('freight.u1.o1.defaultDispatchDate', 'tomorrow');
    expect(readDefaultDispatchDate(dana, '2026-03-10', afternoon)).toBeNull();
  });
});
