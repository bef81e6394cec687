import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInThroughApi } from './support/sign-in';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE = '/site/1';

/** The list screens, each with the name of its table. */
const lists = [
  { path: 'consignment/ready-to-manifest', table: 'Consignments' },
  { path: 'consignment/track', table: 'Consignments' },
  { path: 'consignment/issues', table: 'Consignments' },
  { path: 'order/manage', table: 'Orders' },
  { path: 'estimate/manage', table: 'Estimates' },
  { path: 'pickup/manage', table: 'Pickups' },
  { path: 'manifest/manage', table: 'Manifests' },
  { path: 'address-book', table: 'Address book entries' },
  { path: 'shipping-item-presets', table: 'Shipping item presets' },
] as const;

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** The page's own width: the window's on a screen that does not scroll sideways. */
const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

test.describe(`a phone, ${WIDTH} px wide`, () => {
  test('list screens keep to the window: each table scrolls sideways in its own box', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    for (const list of lists) {
      await test.step(list.path, async () => {
        await page.goto(`${MELBOURNE}/${list.path}`);
        const table = page.getByRole('table', { name: list.table, exact: true });
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        // the box becomes a named, focusable region once it measures its table wider than itself
        const box = page.getByRole('region', { name: list.table, exact: true });
        await expect(box).toHaveAttribute('tabindex', '0');
        await expect(box.getByRole('table', { name: list.table, exact: true })).toBeVisible();
        const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
        // the keyboard scrolls it
        await box.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      });
    }
    // the scrolling box as axe sees it (scrollable-region-focusable among the rest)
    await expectAccessible(page, 'A list screen on a phone');
  });

  test('the header folds its menus behind one button, and every part of it is in the window', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    const toggle = page.getByRole('button', { name: 'Sites and menus' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'The header on a phone, its menus shown');
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: 'Company Demo Freight Co' }),
      header.getByRole('button', { name: 'Site Melbourne DC' }),
      ...['Orders', 'Estimates', 'Consignments', 'Pickups', 'Manifests'].map((name) =>
        nav.getByRole('button', { name }),
      ),
      header.getByRole('combobox', { name: 'Search consignments' }),
      header.getByRole('button', { name: /^Switch to/ }),
      header.getByRole('button', { name: 'Site settings' }),
      header.getByRole('button', { name: 'User menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }

    // Escape folds them, and the focus goes back to their button
    await header.getByRole('button', { name: 'Site settings' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();

    // a link chosen in a menu opens its page and folds the menus again
    await nav.getByRole('button', { name: 'Pickups' }).click();
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    await expect(page.getByRole('heading', { name: 'Manage pickups', level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('creating a consignment and viewing one keep to the window', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(`${MELBOURNE}/consignment/create/outbound`);
    // the type switch takes a second row rather than reaching past the window
    await expect(page.getByText('Anywhere to anywhere', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    await page.getByRole('table', { name: 'Consignments' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });
});
