import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { fillSignIn, signInThroughApi } from './support/sign-in';

/**
 * WCAG 2.1 A and AA (axe-core) on every screen and dialog, signed out and signed in, each in the light and the dark
 * theme. Every check is soft, so one run lists every screen that fails rather than stopping at the first.
 */
const MELBOURNE = '/site/1';

// each screen is checked twice, once per theme
test.describe.configure({ timeout: 240_000 });

async function check(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    try {
      await expectAccessible(page, screen);
    } catch (error) {
      expect.soft(String(error), screen).toBe('');
    }
    // a screen reader's outline starts at one h1 per screen
    expect.soft(await page.locator('h1').count(), `${screen}: h1 elements`).toBe(1);
  });
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('signed out', () => {
  test('sign-in, its errors, forgot password, public pages and not found', async ({ page }) => {
    await page.goto('/login');
    await heading(page, 'Log in');
    await check(page, 'Log in');
    await fillSignIn(page, 'demo', 'not-the-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await check(page, 'Log in with an error');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'Forgot password');

    await page.goto('/terms-of-use');
    await expect(page.locator('article').first()).toBeVisible();
    await check(page, 'Terms of use');
    await page.goto('/privacy-policy');
    await expect(page.locator('article').first()).toBeVisible();
    await check(page, 'Privacy policy');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'Not found, signed out');

    // the carrier's public pickup page, with a link that is not valid
    await page.goto('/carrier-pickup?action=confirm&token=made-up');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'Carrier pickup, invalid link');
  });

  test('MFA and new password', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.mfa');
    await expect(page).toHaveURL(/\/mfa$/);
    await check(page, 'Verify your identity');

    await page.goto('/login');
    await fillSignIn(page, 'demo.new');
    await expect(page).toHaveURL(/\/complete-new-password/);
    await check(page, 'Choose a new password');

    // the terms are not accepted here, so the terms journey still finds them pending
    await page.goto('/login');
    await fillSignIn(page, 'demo.terms');
    await expect(page).toHaveURL(/\/accept-terms-of-use$/);
    await heading(page, 'Accept terms of use');
    await check(page, 'Accept terms of use');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'demo');
  });

  test('consignment lists, view and label', async ({ page }) => {
    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    await heading(page, 'Ready to manifest');
    const table = page.getByRole('table', { name: 'Consignments' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await check(page, 'Ready to manifest');

    const number = (await table.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
    await table.getByRole('link', { name: number }).click();
    await heading(page, 'View consignment');
    await expect(page.getByText(number).first()).toBeVisible();
    await check(page, 'View consignment');

    await page.goto(`${MELBOURNE}/consignment/track`);
    await heading(page, 'Track consignments');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await check(page, 'Track consignments');

    // a consignment of a manifest, with the banner that leads to its manifest
    await page.goto(`${MELBOURNE}/manifest/manage`);
    await page
      .getByRole('table', { name: 'Manifests' })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first()
      .click();
    await heading(page, /^Manifest /);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^[A-Z]{3}\d{9}$/ })
      .first()
      .click();
    await expect(page.getByText('On a manifest')).toBeVisible();
    await check(page, 'View consignment on a manifest');
  });

  test('create consignment forms', async ({ page }) => {
    for (const [type, title] of [
      ['outbound', 'Create outbound consignment'],
      ['inbound', 'Create inbound consignment'],
      ['transfer', 'Create anywhere to anywhere consignment'],
    ] as const) {
      await page.goto(`${MELBOURNE}/consignment/create/${type}`);
      await heading(page, title);
      await check(page, title);
    }
  });

  test('estimates', async ({ page }) => {
    await page.goto(`${MELBOURNE}/estimate/create/outbound`);
    await heading(page, 'Create estimate');
    await check(page, 'Create estimate');
    await page.goto(`${MELBOURNE}/estimate/manage`);
    await page.getByRole('table').getByRole('link').first().click();
    await heading(page, /^Estimate /);
    await check(page, 'View estimate');
    await page.goto(`${MELBOURNE}/estimate/manage`);
    await heading(page, 'Manage estimates');
    await check(page, 'Manage estimates');
  });

  test('address book, presets and carrier preferences with their dialogs', async ({ page }) => {
    await page.goto(`${MELBOURNE}/address-book`);
    await heading(page, 'Manage address book');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await check(page, 'Manage address book');
    await page.getByRole('button', { name: 'New entry' }).click();
    await expect(page.getByRole('dialog', { name: 'New address book entry' })).toBeVisible();
    await check(page, 'New address book entry');
    await page.keyboard.press('Escape');

    await page.goto(`${MELBOURNE}/shipping-item-presets`);
    await heading(page, 'Shipping item presets');
    await check(page, 'Shipping item presets');
    await page.getByRole('button', { name: 'New preset' }).click();
    await expect(page.getByRole('dialog', { name: 'New shipping item preset' })).toBeVisible();
    await check(page, 'New shipping item preset');
    await page.keyboard.press('Escape');

    await page.goto(`${MELBOURNE}/dangerous-goods-presets`);
    await heading(page, 'Dangerous goods presets');
    await check(page, 'Dangerous goods presets');
    await page.getByRole('button', { name: 'New preset' }).click();
    await expect(page.getByRole('dialog', { name: 'New dangerous goods preset' })).toBeVisible();
    await check(page, 'New dangerous goods preset');
    await page.keyboard.press('Escape');

    await page.goto(`${MELBOURNE}/receiver-notifications`);
    await heading(page, 'Receiver notifications');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await check(page, 'Receiver notifications');

    await page.goto(`${MELBOURNE}/site-preferences`);
    await heading(page, 'Carrier service preferences');
    await check(page, 'Carrier service preferences');
    await page.getByRole('button', { name: 'New preference' }).click();
    await expect(page.getByRole('dialog', { name: 'New carrier service preference' })).toBeVisible();
    await check(page, 'New carrier service preference');
  });

  test('manifests and pickups, their lists, forms and views', async ({ page }) => {
    await page.goto(`${MELBOURNE}/manifest/manage`);
    await heading(page, 'Manage manifests');
    await check(page, 'Manage manifests');
    await page.getByRole('table').getByRole('link').first().click();
    await heading(page, /^Manifest /);
    await check(page, 'View manifest');

    await page.goto(`${MELBOURNE}/pickup/manage`);
    await heading(page, 'Manage pickups');
    await check(page, 'Manage pickups');
    await page.getByRole('table').getByRole('link').first().click();
    await heading(page, 'View pickup');
    await check(page, 'View pickup');
    await page.goto(`${MELBOURNE}/pickup/create/outbound`);
    await heading(page, 'Create outbound pickup');
    await check(page, 'Create outbound pickup');
  });

  test('orders, resolve consignment issues, printing configuration and the header search', async ({
    page,
  }) => {
    await page.goto(`${MELBOURNE}/order/manage`);
    await heading(page, 'Manage orders');
    await expect(page.getByRole('table').first()).toBeVisible();
    await check(page, 'Manage orders');

    await page.goto(`${MELBOURNE}/consignment/issues`);
    await heading(page, 'Resolve consignment issues');
    await check(page, 'Resolve consignment issues');

    await page.goto(`${MELBOURNE}/autoprint/config`);
    await heading(page, 'Printing configuration');
    await check(page, 'Printing configuration');

    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    const search = page.getByRole('combobox', { name: 'Search consignments' });
    await search.fill('Melbourne');
    await expect(page.getByRole('listbox', { name: 'Consignments' })).toBeVisible();
    await check(page, 'Header search results');
  });

  test('the shell, its menus and dialogs, and error screens', async ({ page }) => {
    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    await heading(page, 'Ready to manifest');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'User menu');
    await page.getByRole('menuitem', { name: 'User preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'User preferences' })).toBeVisible();
    await check(page, 'User preferences');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
    await check(page, 'Site dropdown');
    await page.getByRole('option', { name: /Sydney Warehouse/ }).click();
    await expect(page.getByRole('dialog', { name: 'Change site?' })).toBeVisible();
    await check(page, 'Change site?');
    await page.keyboard.press('Escape');

    await page.goto('/org/1/pickup/create/outbound');
    await expect(page.getByRole('dialog', { name: 'Select site for pickup' })).toBeVisible();
    await check(page, 'Select site for pickup');

    await page.goto('/account/authenticator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'Set up authenticator app');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'Not found, signed in');
  });
});
