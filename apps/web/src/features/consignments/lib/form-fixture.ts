import type { Quote } from '@freight/contracts';
import { quote } from '../../../testing/quote-fixture';

export { melbourne, savedConsignment } from '../../../testing/consignment-fixture';

/** Test data: a priced, selectable quote of agreed service 7, its cost not shown. */
export function priced(overrides: Partial<Quote> = {}): Quote {
  const base = quote();
  return quote({
    agreedService: { ...base.agreedService, providerType: 'carrier' },
    price: { ...base.price, cost: null },
    ...overrides,
  });
}
