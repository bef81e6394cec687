import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('demo.terms accepts the terms and returns to where they were going', async ({ page }) => {
  await page.goto('/site/2/consignment/track');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'demo.terms');
  await expect(page).toHaveURL(/\/accept-terms-of-use$/);
  await expect(page.getByRole('heading', { name: 'Accept terms of use' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await page.getByLabel('I have read and accept the Terms of Use and the Privacy Policy').check();
  const acceptance = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/org/graphql') && (request.postData() ?? '').includes('acceptTerms'),
  );
  await accept.click();
  // A77: the acceptance carries the tenant header of a context the user holds
  expect((await acceptance).headers()['x-tenant-id']).toMatch(/^(site|org)-\d+$/);
  await expect(page).toHaveURL(/\/site\/2\/consignment\/track$/);
  // accepted: the app no longer asks
  await page.goto('/site/2/consignment/ready-to-manifest');
  await expect(page).toHaveURL(/\/site\/2\/consignment\/ready-to-manifest$/);
});

test('the policy pages are public', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('article')).toHaveCount(2);
  await page.goto('/terms-of-use');
  await expect(page.locator('article')).toHaveCount(1);
});
