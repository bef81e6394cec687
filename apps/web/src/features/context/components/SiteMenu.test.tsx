import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { CurrentPath } from '../../../testing/render';
import { SiteMenu } from './SiteMenu';
import { renderSignedIn } from '../../../testing/render-signed-in';

function start() {
  installFakeApi({});
  const sites = [
    site('1', 'Melbourne DC'),
    site('2', 'Sydney Warehouse'),
    site('3', 'Wacol Depot', { status: 'suspended' }),
  ];
  renderSignedIn(
    <>
      <SiteMenu />
      <CurrentPath />
    </>,
    { sites },
  );
}

/** The open menu's options; jsdom lays nothing out, so Mantine keeps the list hidden and they are found by role. */
async function openSiteMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Site/ }));
  return screen.getByRole('listbox', { name: 'Site', hidden: true });
}

/** Picks Sydney Warehouse in the menu; the confirmation the change asks for. */
async function chooseSydney() {
  const list = await openSiteMenu();
  fireEvent.click(within(list).getByRole('option', { name: /Sydney Warehouse/, hidden: true }));
  return screen.findByRole('dialog', { name: 'Change site?' });
}

describe('the Site menu (spec 2.3, 4.7)', () => {
  it("offers the company's sites overview and sites, marking a suspended one", async () => {
    start();
    expect(await screen.findByRole('button', { name: /Site.*Melbourne DC/ })).toBeTruthy();
    const list = await openSiteMenu();
    const names = within(list)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(names).toEqual([
      expect.stringContaining('Sites overviewAll sites of Demo Freight Co'),
      expect.stringContaining('Melbourne DC'),
      expect.stringContaining('Sydney Warehouse'),
      expect.stringContaining('Wacol DepotSuspended'),
    ]);
  });

  it('changes site once confirmed, keeping the screen, and says the site has changed', async () => {
    start();
    const dialog = await chooseSydney();
    expect(within(dialog).getByText(/Sydney Warehouse/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change site' }));

    expect(await screen.findByText('at /site/2/consignment/ready-to-manifest')).toBeTruthy();
    expect(await screen.findByText('Site has changed')).toBeTruthy();
  });

  it('stays on the site when the change is cancelled', async () => {
    start();
    const dialog = await chooseSydney();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('at /site/1/consignment/ready-to-manifest')).toBeTruthy();
  });
});
