import { describe, expect, it } from 'vitest';
import { defaultSite } from './default-site';

const site = (id: string, name: string, orgId: string, orgName: string) => ({
  id,
  name,
  organisation: { id: orgId, name: orgName, status: 'transacting' as const },
});

describe('defaultSite (spec 4.4)', () => {
  it('is undefined without sites', () => {
    expect(defaultSite([])).toBeUndefined();
  });

  it('takes the first site by name of the first organisation by name', () => {
    const sites = [
      site('1', 'Alpha Depot', 'o2', 'Zebra Freight'),
      site('2', 'Werribee', 'o1', 'Acme Logistics'),
      site('3', 'Dandenong', 'o1', 'Acme Logistics'),
    ];
    expect(defaultSite(sites)?.id).toBe('3');
  });

  it('ignores case for both names', () => {
    const sites = [
      site('1', 'Bayswater', 'o1', 'BETA'),
      site('2', 'zeehan', 'o2', 'alpha'),
      site('3', 'Zeehan North', 'o2', 'alpha'),
      site('4', 'ALBURY', 'o2', 'alpha'),
    ];
    expect(defaultSite(sites)?.id).toBe('4');
  });

  it('keeps two organisations with the same name apart', () => {
    const sites = [site('1', 'Zillmere', 'o1', 'Same'), site('2', 'Altona', 'o2', 'Same')];
    // o1 comes first by id, so its only site wins even though Altona sorts earlier
    expect(defaultSite(sites)?.id).toBe('1');
  });

  it('does not reorder the caller’s array', () => {
    const sites = [site('1', 'B', 'o1', 'Org'), site('2', 'A', 'o1', 'Org')];
    defaultSite(sites);
    expect(sites.map((s) => s.id)).toEqual(['1', '2']);
  });
});
