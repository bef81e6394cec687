import { expect, test } from '@playwright/test';
import { fillSignIn } from './support/sign-in';

test('demo.new chooses a new password at first sign-in', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'demo.new');
  await expect(page).toHaveURL(/\/complete-new-password$/);

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  await newPassword.fill('weak');
  await newPassword.blur();
  await expect(
    page.getByText(
      'Password should have at least 8 characters, including numbers and uppercase and lowercase characters',
      {
        exact: true,
      },
    ),
  ).toBeVisible();

  await newPassword.fill('Freight2027');
  await confirm.fill('Freight2028');
  await confirm.blur();
  await expect(page.getByText('Values must match')).toBeVisible();
  await confirm.fill('Freight2027');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/site\/\d+\/consignment\/ready-to-manifest$/);
});
