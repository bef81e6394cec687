import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_TOTP_SECRET, fillSignIn } from './support/sign-in';
import { totp } from './support/totp';

/** The header names the organisation and the site a user is working in. */
async function expectContext(page: Page, organisation: string, site: string) {
  await expect(page.getByRole('button', { name: 'Company' })).toContainText(organisation);
  await expect(page.getByRole('button', { name: /^Site (?!settings)/ })).toContainText(site);
}

/** Spec 4.4: a first sign-in opens Ready to manifest of the first site by name of the first organisation. */
async function expectReadyToManifest(page: Page) {
  await expect(page).toHaveURL(/\/site\/\d+\/consignment\/ready-to-manifest$/);
  await expect(page).toHaveTitle(/^Ready to manifest/);
  await expect(page.getByRole('heading', { name: 'Ready to manifest' })).toBeVisible();
}

test.describe("each demo user's first sign-in", () => {
  test('demo lands on Melbourne DC, the busy site, with consignments waiting for a manifest', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo');
    await expectReadyToManifest(page);
    await expectContext(page, 'Demo Freight Co', 'Melbourne DC');
    const table = page.getByRole('table', { name: 'Consignments' });
    // a header row and at least a few consignments
    await expect(table.getByRole('row').nth(3)).toBeVisible();
    await expect(page.getByText('No consignments are waiting for a manifest.')).toHaveCount(0);
  });

  test('demo.mfa is asked for its authenticator code, then lands on Melbourne DC too', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.mfa');
    await expect(page).toHaveURL(/\/mfa$/);
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await page.getByLabel('Verification code').fill(totp(DEMO_TOTP_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectReadyToManifest(page);
    await expectContext(page, 'Demo Freight Co', 'Melbourne DC');
    await expect(page.getByRole('table', { name: 'Consignments' }).getByRole('row').nth(1)).toBeVisible();
  });

  // demo.new and demo.terms are one-time states the journeys of new-password.spec and terms.spec complete on the
  // same server; here each stops at its step, which must hold before anything else is shown.
  test('demo.new is asked to choose a new password before anything else', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.new');
    await expect(page).toHaveURL(/\/complete-new-password$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm new password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Company' })).toHaveCount(0);
  });

  test('demo.terms is asked to accept the terms of use before anything else', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.terms');
    await expect(page).toHaveURL(/\/accept-terms-of-use$/);
    await expect(page.getByRole('heading', { name: 'Accept terms of use' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(
      page.getByLabel('I have read and accept the Terms of Use and the Privacy Policy'),
    ).not.toBeChecked();
    // a site's screen waits for the terms
    await page.goto('/site/1/consignment/ready-to-manifest');
    await expect(page).toHaveURL(/\/accept-terms-of-use$/);
  });

  test("other lands on Adelaide Hub of Second Org Pty Ltd, with nothing of Demo Freight Co's", async ({
    page,
  }) => {
    await page.goto('/login');
    await fillSignIn(page, 'other');
    await expectReadyToManifest(page);
    await expectContext(page, 'Second Org Pty Ltd', 'Adelaide Hub');
    await expect(page.getByText('No consignments are waiting for a manifest.')).toBeVisible();
    await expect(page.getByText('Demo Freight Co')).toHaveCount(0);
  });
});
