import { describe, expect, it } from 'vitest';
import { landingPageFor, landingPagesFor, resolveLandingPage } from './landing-pages';
import {
  contextKey,
  contextPath,
  contextRoutes,
  matchContextRoute,
  parseContextKey,
  splitContextPath,
} from './paths';

describe('route table (spec 2.2)', () => {
  it('declares a context rule and a title for every context route', () => {
    for (const route of Object.values(contextRoutes)) {
      expect(['site', 'siteOrOrg']).toContain(route.context);
      expect(route.title).not.toBe('');
    }
  });

  it('builds links with the bare id and drops empty query values', () => {
    expect(
      contextPath('consignment.readyToManifest', { type: 'site', id: '12' }, undefined, {
        type: 'outbound',
        service: [],
      }),
    ).toBe('/site/12/consignment/ready-to-manifest?type=outbound');
    expect(contextPath('pickup.view', { type: 'site', id: '3' }, { pickupId: 'p 1' })).toBe(
      '/site/3/pickup/p%201',
    );
  });

  it('names contexts site-{id} or org-{id} internally', () => {
    expect(contextKey({ type: 'org', id: '4' })).toBe('org-4');
    expect(parseContextKey('site-12')).toEqual({ type: 'site', id: '12' });
    expect(parseContextKey('bogus')).toBeUndefined();
  });

  it('finds the route of a sub-path, preferring fixed segments over parameters', () => {
    expect(matchContextRoute('consignment/track')?.name).toBe('track.consignments');
    expect(matchContextRoute('consignment/abc')).toEqual({
      name: 'consignment.view',
      params: { consignmentId: 'abc' },
    });
    expect(matchContextRoute('consignment/abc/edit')?.name).toBe('consignment.edit');
    expect(splitContextPath('/org/1/pickup/manage')).toEqual({
      ctx: { type: 'org', id: '1' },
      subPath: 'pickup/manage',
    });
  });

  it('titles the pickup screens as the spec does', () => {
    expect(contextRoutes['pickup.create.transfer'].title).toBe('Create transfer pickup');
    expect(contextRoutes['pickup.manage'].title).toBe('Manage pickups');
    expect(contextRoutes['pickup.view'].action).toBe('viewing this pickup');
    expect(contextRoutes['consignment.issues'].title).toBe('Resolve consignment issues');
  });
});

describe('landing pages (spec 2.2, 9; document 3 section 2)', () => {
  it("maps 'site' and unknown names to ready-to-manifest", () => {
    expect(resolveLandingPage('site').route).toBe('consignment.readyToManifest');
    expect(resolveLandingPage(null).route).toBe('consignment.readyToManifest');
    expect(resolveLandingPage('nonsense').route).toBe('consignment.readyToManifest');
  });

  it('maps the legacy names', () => {
    expect(resolveLandingPage('consignment.list').route).toBe('consignment.readyToManifest');
    expect(resolveLandingPage('pickup.list').route).toBe('pickup.manage');
    expect(resolveLandingPage('manifest.list').route).toBe('manifest.manage');
  });

  it('offers only org-capable pages in org context, and orders only with integration', () => {
    expect(landingPagesFor('org', true).map((p) => p.label)).toEqual([
      'Manage orders',
      'Manage estimates',
      'Ready-to-manifest consignments',
      'Track consignments',
      'Manage pickups',
      'Manage manifests',
    ]);
    expect(landingPagesFor('site', false).map((p) => p.label)).not.toContain('Manage orders');
    expect(landingPagesFor('site', true)).toHaveLength(10);
    expect(landingPageFor('pickup.create', 'org', false).route).toBe('consignment.readyToManifest');
  });
});
