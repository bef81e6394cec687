import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { SHOTS } from './support/shots';

const NEW_PASSWORD = 'Freight2030x';

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function change(page: Page, from: string, to: string) {
  const dialog = await openChangePassword(page);
  await dialog.getByLabel('Current password', { exact: true }).fill(from);
  await dialog.getByLabel('New password', { exact: true }).fill(to);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(to);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You have been logged out everywhere else.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a signed-in user changes their password from the user menu; their other sessions end (A27)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'demo');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, 'demo');

  const dialog = await openChangePassword(page);
  // the policy, then a wrong current password, each with the spec's words
  await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('weak');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('weak');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    dialog.getByText(
      'Password should have at least 8 characters, including numbers and uppercase and lowercase characters',
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Old password is invalid')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/change-password-old-invalid.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await change(page, DEMO_PASSWORD, NEW_PASSWORD);
  // this session goes on; the one in the other browser has ended
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await signIn(other, 'demo', NEW_PASSWORD);
  await elsewhere.close();

  // back to the demo password, so the demo stays as documented
  await change(page, NEW_PASSWORD, DEMO_PASSWORD);
});
