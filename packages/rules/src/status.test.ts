import { describe, expect, it } from 'vitest';
import { isDataCreationPrevented, isLimitedToTracking, statusBanner, statusTone } from './status';

describe('status (spec 4.6)', () => {
  it('maps statuses to tones', () => {
    expect(statusTone('onboarding')).toBe('neutral');
    expect(statusTone('transacting')).toBe('success');
    expect(statusTone('suspended')).toBe('warning');
    expect(statusTone('offboarded')).toBe('danger');
  });

  it.each([
    { organisationStatus: 'transacting', siteStatus: 'transacting', prevented: false },
    { organisationStatus: 'onboarding', siteStatus: 'onboarding', prevented: false },
    { organisationStatus: 'suspended', siteStatus: 'transacting', prevented: true },
    { organisationStatus: 'offboarded', siteStatus: 'transacting', prevented: true },
    { organisationStatus: 'transacting', siteStatus: 'suspended', prevented: true },
    { organisationStatus: 'transacting', siteStatus: 'offboarded', prevented: true },
  ] as const)(
    'prevents data creation when the organisation or the site is suspended or offboarded: $organisationStatus, $siteStatus',
    ({ prevented, ...statuses }) => {
      expect(isDataCreationPrevented(statuses)).toBe(prevented);
    },
  );

  it('counts only the organisation in org context', () => {
    expect(isDataCreationPrevented({ organisationStatus: 'transacting' })).toBe(false);
    expect(isDataCreationPrevented({ organisationStatus: 'suspended', siteStatus: null })).toBe(true);
  });

  it('limits a suspended or offboarded site to tracking and enquiries', () => {
    expect(isLimitedToTracking('suspended')).toBe(true);
    expect(isLimitedToTracking('offboarded')).toBe(true);
    expect(isLimitedToTracking('transacting')).toBe(false);
    expect(isLimitedToTracking(undefined)).toBe(false);
  });

  it('shows the spec banners', () => {
    const base = { orgName: 'Acme Logistics', siteName: 'Dandenong' };
    expect(statusBanner({ ...base, orgStatus: 'offboarded', siteStatus: 'transacting' })).toEqual({
      text: 'Acme Logistics and all its sites are offboarded',
      tone: 'danger',
    });
    expect(statusBanner({ ...base, orgStatus: 'suspended' })).toEqual({
      text: 'Acme Logistics and all its sites are suspended',
      tone: 'warning',
    });
    expect(statusBanner({ ...base, orgStatus: 'transacting', siteStatus: 'offboarded' })).toEqual({
      text: 'Dandenong site has been offboarded',
      tone: 'danger',
    });
    expect(statusBanner({ ...base, orgStatus: 'transacting', siteStatus: 'suspended' })).toEqual({
      text: 'Site suspended - you can only track consignments and lodge enquiries',
      tone: 'warning',
    });
  });

  it('lets the organisation banner win over the site banner', () => {
    expect(
      statusBanner({
        orgName: 'Acme',
        orgStatus: 'suspended',
        siteName: 'Dandenong',
        siteStatus: 'offboarded',
      })?.text,
    ).toBe('Acme and all its sites are suspended');
  });

  it('shows no banner for onboarding or transacting', () => {
    expect(
      statusBanner({ orgName: 'Acme', orgStatus: 'transacting', siteName: 'D', siteStatus: 'transacting' }),
    ).toBe(undefined);
    expect(
      statusBanner({ orgName: 'Acme', orgStatus: 'onboarding', siteName: 'D', siteStatus: 'onboarding' }),
    ).toBe(undefined);
    expect(statusBanner({ orgName: 'Acme', orgStatus: 'onboarding' })).toBeUndefined();
  });
});
