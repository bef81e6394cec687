import { expect, test } from '@playwright/test';
import { newResetCode, outboxCount } from './support/outbox';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

test('forgot password: code from the e-mail, new password, then sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const seen = await outboxCount();
  await page.getByLabel('Username or email').fill('other');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(
      'If an account exists with this username an email will be sent with further instructions.',
    ),
  ).toBeVisible();
  const code = await newResetCode('other@example.com', seen);

  // a wrong code first: the failure shows, and editing the code clears it
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const failure = page.getByText('The code is invalid. Try re-entering or resend code.');
  await expect(failure).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await expect(failure).toBeHidden();

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await signIn(page, 'other');
  await expect(page).toHaveURL(/\/site\/\d+\/consignment\/ready-to-manifest$/);
});
