import { describe, expect, it } from 'vitest';
import { carrierBarService, serviceLabel, serviceNameAfterCarrier } from './service-label';

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

  it('writes "Carrier | Service" with the carrier once', () => {
    expect(carrierBarService('Redback Logistics', 'Redback Logistics Economy Road')).toBe(
      'Redback Logistics | Economy Road',
    );
    expect(carrierBarService('Startrack', 'Road Express')).toBe('Startrack | Road Express');
  });
});
