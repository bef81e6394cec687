import { describe, expect, it } from 'vitest';
import { serviceLabel, serviceNameAfterCarrier } from './service-label';

describe('service labels', () => {
  it('names the carrier once', () => {
    expect(serviceLabel({ carrierName: 'Redback Logistics', name: 'Redback Logistics Economy Road' })).toBe(
      'Redback Logistics Economy Road',
    );
    expect(serviceLabel({ carrierName: 'Swift', name: 'Express' })).toBe('Swift Express');
  });

  it("gives the service's own part beneath its carrier, or the whole name when that is all there is", () => {
    expect(
      serviceNameAfterCarrier({ carrierName: 'Redback Logistics', name: 'Redback Logistics Economy Road' }),
    ).toBe('Economy Road');
    expect(serviceNameAfterCarrier({ carrierName: 'Swift', name: 'Express' })).toBe('Express');
    expect(serviceNameAfterCarrier({ carrierName: 'Swift', name: 'Swift' })).toBe('Swift');
  });
});
