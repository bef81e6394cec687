import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/fixtures';
import { SiteSettingsMenu } from './SiteSettingsMenu';
import { renderSignedIn } from '../../testing/render-signed-in';

const dangerousGoodsOn = {
  dangerousGoods: { isTransacting: true, hasTransacted: true, notifiableEnabled: false },
  userCanTransactWithDangerousGoods: true,
};

function renderAt(path: string, sites = [site('1', 'Melbourne DC')]) {
  renderSignedIn(<SiteSettingsMenu />, { path, sites });
}

/** The opened menu; jsdom lays nothing out, so Mantine keeps its floating list hidden. */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Site settings' }));
  return screen.findByRole('menu', { hidden: true });
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => [item.textContent, item.getAttribute('href')]);

describe('the site settings menu (spec 2.3)', () => {
  it('shows only in a context', () => {
    renderAt('/profile');
    expect(screen.queryByRole('button', { name: 'Site settings' })).toBeNull();
  });

  it("links the site's settings, with dangerous goods presets while that feature is on", async () => {
    renderAt('/site/1/consignment/ready-to-manifest', [site('1', 'Melbourne DC', dangerousGoodsOn)]);
    expect(entries(await openMenu())).toEqual([
      ['Address book', '/site/1/address-book'],
      ['Carrier service preferences', '/site/1/site-preferences'],
      ['Dangerous goods presets', '/site/1/dangerous-goods-presets'],
      ['Receiver notifications', '/site/1/receiver-notifications'],
      ['Shipping item presets', '/site/1/shipping-item-presets'],
    ]);
  });

  it('has no dangerous goods presets when the feature is off', async () => {
    renderAt('/site/1/consignment/ready-to-manifest');
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Address book', hidden: true })).toBeTruthy();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Dangerous goods presets', hidden: true }),
    ).toBeNull();
  });
});
