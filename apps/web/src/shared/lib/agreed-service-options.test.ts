import type { AgreedService } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/fixtures';
import { agreedServiceOptions } from './agreed-service-options';

const service = (id: string, carrier: string, name: string): AgreedService => ({
  id,
  name,
  carrierChargeAccount: `${carrier}-${id}`,
  carrierServiceId: name,
  carrierServiceProviderType: 'carrier',
  isActive: true,
  carrier: { id: carrier, name: carrier },
});

describe('agreed service options', () => {
  it('names a service agreed at several sites with its site, so the options do not read alike', () => {
    const options = agreedServiceOptions([
      site('1', 'Melbourne DC', {
        agreedServices: [service('11', 'Mallee', 'Road'), service('12', 'Koala', 'Express')],
      }),
      site('2', 'Sydney Warehouse', { agreedServices: [service('21', 'Mallee', 'Road')] }),
    ]);
    expect(options).toEqual([
      { value: '12', label: 'Koala · Express' },
      { value: '11', label: 'Mallee · Road (Melbourne DC)' },
      { value: '21', label: 'Mallee · Road (Sydney Warehouse)' },
    ]);
  });
});
