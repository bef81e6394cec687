import { expect, test } from '@playwright/test';
import { DEMO_TOTP_SECRET, fillSignIn } from './support/sign-in';
import { totp } from './support/totp';

test.describe('authenticator app', () => {
  test('a wrong code stays on /mfa with the mismatch message', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.mfa');
    await expect(page).toHaveURL(/\/mfa$/);
    const wrong = totp(DEMO_TOTP_SECRET) === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code does not match');
    await expect(page).toHaveURL(/\/mfa$/);
  });

  test('demo.mfa signs in with a code from its secret', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo.mfa');
    await expect(page).toHaveURL(/\/mfa$/);
    await page.getByLabel('Verification code').fill(` ${totp(DEMO_TOTP_SECRET)} `);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/site\/\d+\/consignment\/ready-to-manifest$/);
  });

  test('/mfa without a pending verification goes back to login', async ({ page }) => {
    await page.goto('/mfa');
    await expect(page).toHaveURL(/\/login$/);
  });
});
