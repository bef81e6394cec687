import { contextMessages } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { demoUser, site } from '../../../testing/fixtures';
import { contextGates } from './gates';
import { defaultContextOf, firstSiteOf, organisationsOf, resolveContext } from './organisations';

describe('organisations and contexts', () => {
  const { user } = demoUser();

  it('groups sites by organisation, both by name', () => {
    const orgs = organisationsOf([
      ...user.sites,
      site('9', 'Adelaide Hub', { orgId: '2', orgName: 'Another Co' }),
    ]);
    expect(orgs.map((o) => o.name)).toEqual(['Another Co', 'Demo Freight Co']);
    expect(orgs[1]?.sites.map((s) => s.name)).toEqual(['Brisbane Depot', 'Melbourne DC', 'Sydney Warehouse']);
  });

  it('defaults to the saved context while the user belongs to it, else the default site (spec 9, 4.4)', () => {
    expect(defaultContextOf(user, 'site-2')).toEqual({ type: 'site', id: '2' });
    expect(defaultContextOf(user, 'org-1')).toEqual({ type: 'org', id: '1' });
    expect(defaultContextOf(user, 'site-99')).toEqual({ type: 'site', id: '3' });
    expect(defaultContextOf(user, null)).toEqual({ type: 'site', id: '3' });
  });

  it('raises the spec errors for a missing organisation or one without sites (spec 8.5)', () => {
    expect(() => firstSiteOf(undefined)).toThrow(contextMessages.noOrgSelected);
    expect(() => firstSiteOf({ id: '1', name: 'Empty', status: 'transacting', sites: [] })).toThrow(
      contextMessages.orgHasNoSites,
    );
  });

  it('prevents creation on a suspended site and gates orders by integration (spec 4.6, 2.3)', () => {
    const brisbane = resolveContext(user, { type: 'site', id: '3' });
    const melbourne = resolveContext(user, { type: 'site', id: '1' });
    const org = resolveContext(user, { type: 'org', id: '1' });
    if (!brisbane || !melbourne || !org) throw new Error('contexts missing');
    expect(contextGates(brisbane).creationPrevented).toBe(true);
    expect(contextGates(melbourne)).toMatchObject({ creationPrevented: false, orderIntegration: true });
    expect(contextGates(org)).toMatchObject({
      creationPrevented: false,
      orderIntegration: true,
      dangerousGoods: false,
    });
  });
});
