import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRouteTitle } from '../../lib/page-title';
import { renderWithRouter } from '../../../testing/render';
import {
  AccessDeniedScreen,
  GenericErrorScreen,
  NetworkFailureScreen,
  NotFoundScreen,
  PermissionDeniedScreen,
} from './screens';
import { linkHref } from '../../../testing/link-href';
import { HomeLinksContext } from './home-links';

beforeEach(() => {
  // the route's own title, as the router sets it before the screen shows
  document.title = 'Manage orders | Freight Portal';
});

function show(ui: ReactElement) {
  renderWithRouter(ui);
}

describe('error screens inside the app are titled "Error" (spec 2.1, 2.5)', () => {
  it('network failure: "Unable to connect", with advice to refresh or go back', () => {
    show(<NetworkFailureScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to connect' })).toBeTruthy();
    expect(screen.getByText(/refresh the page or go back/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(document.title).toBe('Error | Freight Portal');
  });

  it('generic: "Oops! Something went wrong." with the support number', () => {
    show(<GenericErrorScreen phone="1300 555 010" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeTruthy();
    expect(linkHref('1300 555 010')).toBe('tel:1300555010');
    expect(document.title).toBe('Error | Freight Portal');
  });

  it('permission denied, in the spec’s words', () => {
    show(<PermissionDeniedScreen />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'You do not have permission to access to the requested resource.',
      }),
    ).toBeTruthy();
    expect(document.title).toBe('Error | Freight Portal');
  });

  it('access denied', () => {
    show(<AccessDeniedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied.' })).toBeTruthy();
    expect(document.title).toBe('Error | Freight Portal');
  });

  it('not found, named by its resource', () => {
    show(<NotFoundScreen resource="Estimate" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Estimate not found.' })).toBeTruthy();
    expect(document.title).toBe('Error | Freight Portal');
  });

  it('not found, named by its resource, with the home links of the screen it shows in (F05)', () => {
    const links = { createConsignment: '/site/1/c', readyToManifest: '/site/1/r', track: '/site/1/t' };
    show(
      <HomeLinksContext value={links}>
        <NotFoundScreen resource="Manifest" />
      </HomeLinksContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Manifest not found.' })).toBeTruthy();
    expect(linkHref('Create consignment')).toBe('/site/1/c');
    expect(linkHref('Ready-to-manifest consignments')).toBe('/site/1/r');
    expect(linkHref('Track consignments')).toBe('/site/1/t');
  });

  it('stays "Error" when the route’s title is set after the screen shows (a brand that loads late)', () => {
    const { unmount } = renderWithRouter(<NotFoundScreen resource="Pickup" />);
    setRouteTitle('View pickup', 'Freight Portal');
    expect(document.title).toBe('Error | Freight Portal');
    unmount();
    expect(document.title).toBe('View pickup | Freight Portal');
  });
});
