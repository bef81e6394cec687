import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Site } from '@freight/contracts';
import { installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { StatusBanners } from './StatusBanners';
import { renderSignedIn } from '../../../testing/render-signed-in';

function start(sites: Site[], path: string) {
  installFakeApi({});
  renderSignedIn(
    <>
      <StatusBanners />
      <p>screen</p>
    </>,
    { path, sites },
  );
}

describe('status banners (spec 4.6), in the spec words', () => {
  it('tells a suspended site it can only track and lodge enquiries', async () => {
    start([site('3', 'Wacol Depot', { status: 'suspended' })], '/site/3/consignment/ready-to-manifest');
    expect(
      await screen.findByText('Site suspended - you can only track consignments and lodge enquiries'),
    ).toBeTruthy();
  });

  it('names an offboarded site', async () => {
    start([site('3', 'Wacol Depot', { status: 'offboarded' })], '/site/3/consignment/ready-to-manifest');
    expect(await screen.findByText('Wacol Depot site has been offboarded')).toBeTruthy();
  });

  it("puts a suspended organisation's banner over its sites'", async () => {
    start(
      [site('1', 'Melbourne DC', { orgStatus: 'suspended', status: 'offboarded' })],
      '/site/1/consignment/ready-to-manifest',
    );
    expect(await screen.findByText('Demo Freight Co and all its sites are suspended')).toBeTruthy();
    expect(screen.queryByText(/site has been offboarded/)).toBeNull();
  });

  it('shows nothing for a transacting site', async () => {
    start([site('1', 'Melbourne DC')], '/site/1/consignment/ready-to-manifest');
    await screen.findByText('screen');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/suspended|offboarded/)).toBeNull();
  });
});
