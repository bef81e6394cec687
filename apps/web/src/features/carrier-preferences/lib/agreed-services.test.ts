import type { AgreedService } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { billedAccounts } from './agreed-services';

const service = (id: string, carrier: string, account: string): AgreedService => ({
  id,
  name: `Service ${id}`,
  carrierChargeAccount: account,
  carrierServiceId: id,
  carrierServiceProviderType: 'carrier',
  isActive: true,
  carrier: { id: carrier, name: `Carrier ${carrier}` },
});

describe('billedAccounts', () => {
  it('offers the accounts of the chosen service’s carrier only, its own first', () => {
    const melbourne = {
      ...site('1', 'Melbourne DC'),
      agreedServices: [
        service('10', 'koala', 'KOALA-1'),
        service('11', 'redback', 'RED-9'),
        service('12', 'koala', 'KOALA-2'),
        service('13', 'koala', 'KOALA-1'),
      ],
    };
    expect(billedAccounts(melbourne, '12')).toEqual(['KOALA-2', 'KOALA-1']);
    expect(billedAccounts(melbourne, '11')).toEqual(['RED-9']);
    expect(billedAccounts(melbourne, null)).toEqual([]);
  });
});
