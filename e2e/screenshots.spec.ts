import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fillSignIn, signIn, signInAt } from './support/sign-in';

/**
 * 1920 x 1080 pictures of the main screens in both themes, for looking at the layout (SCREENSHOTS=1 to run).
 * Written to playwright-report/screens/{theme}-{name}.png.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // the app keeps the theme in sessionStorage (spec 9: for the session)
      await page.addInitScript({
        content: `window.sessionStorage.setItem('freight.color-scheme', '${theme}');`,
      });
    });

    const shot = async (page: Page, name: string) => {
      await page.waitForTimeout(400); // let transitions settle
      await page.screenshot({ path: `playwright-report/screens/${theme}-${name}.png` });
    };

    test('sign-in screens', async ({ page }) => {
      await page.goto('/login');
      await shot(page, 'login');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByLabel('Username or email').fill('demo');
      await fillSignIn(page, 'demo', 'not-the-password');
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'login-error');
      await fillSignIn(page, 'demo.mfa');
      await expect(page).toHaveURL(/\/mfa$/);
      await shot(page, 'mfa');
      await page.goto('/forgot-password');
      await shot(page, 'forgot-password');
      await page.goto('/privacy-policy');
      await expect(page.locator('article').first()).toBeVisible();
      await shot(page, 'privacy-policy');
    });

    test('the shell', async ({ page }) => {
      await signIn(page, 'demo');
      await shot(page, 'home-suspended-site');
      await page.goto('/site/1/consignment/ready-to-manifest');
      await expect(page.getByRole('heading', { name: 'Ready to manifest' })).toBeVisible();
      await shot(page, 'ready-to-manifest');
      await page.getByRole('button', { name: 'Consignments' }).click();
      await shot(page, 'consignments-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
      await shot(page, 'site-dropdown');
      await page.getByRole('option', { name: /Sydney Warehouse/ }).click();
      await expect(page.getByRole('dialog', { name: 'Change site?' })).toBeVisible();
      await shot(page, 'change-site');
      await page.getByRole('button', { name: 'Yes, change site' }).click();
      await expect(page.getByText('Site has changed')).toBeVisible();
      await shot(page, 'site-changed');
      await page.getByRole('button', { name: 'Company' }).click();
      await shot(page, 'company-dropdown');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu' }).click();
      await shot(page, 'user-menu');
      await page.getByRole('menuitem', { name: 'User preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'User preferences' })).toBeVisible();
      await shot(page, 'preferences');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Site settings' }).click();
      await shot(page, 'site-settings-menu');
      await page.goto('/org/1/pickup/create/outbound');
      await expect(page.getByRole('dialog', { name: 'Select site for pickup' })).toBeVisible();
      await shot(page, 'select-site');
      await page.goto('/account/authenticator');
      await shot(page, 'authenticator');
      await page.getByRole('button', { name: /set-up|Set up again/ }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await shot(page, 'authenticator-qr');
    });

    test('error screens', async ({ page }) => {
      await page.goto('/no/such/page');
      await shot(page, 'not-found-public');
      await signInAt(page, '/site/1/consignment/ready-to-manifest', 'other');
      await expect(page.getByRole('heading', { name: 'Access denied.' })).toBeVisible();
      await shot(page, 'access-denied');
    });
  });
}
