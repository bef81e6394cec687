import { expect, test } from '@playwright/test';
import { fillSignIn, logOut, signIn, signInAt } from './support/sign-in';

test.describe('sign in and out', () => {
  test('demo signs in and lands on ready-to-manifest of the default site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'demo');
    // spec 4.4: the default site is the first site by name of the first organisation by name
    await expect(page).toHaveURL(/\/site\/\d+\/consignment\/ready-to-manifest$/);
    await expect(page.getByRole('button', { name: 'Company' })).toContainText('Demo Freight Co');
    await expect(page.getByRole('button', { name: /^Site (?!settings)/ })).toContainText('Melbourne DC');
    await expect(page).toHaveTitle(/^Ready to manifest/);
    await expect(page.getByRole('heading', { name: 'Ready to manifest' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
  });

  test('a signed-in user opening /login goes home', async ({ page }) => {
    await signInAt(page, '/login');
    await expect(page).toHaveURL(/\/consignment\/ready-to-manifest$/);
  });

  test('a wrong password shows the server message; a missing password the browser one', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Username or password is invalid')).toBeVisible();
    await fillSignIn(page, 'demo', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the saved target is opened after sign-in', async ({ page }) => {
    await page.goto('/site/2/consignment/track');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'demo');
    await expect(page).toHaveURL(/\/site\/2\/consignment\/track$/);
    await expect(page).toHaveTitle(/^Track consignments/);
  });

  test('log out ends the session', async ({ page }) => {
    await signIn(page, 'demo');
    await logOut(page);
    await page.goto('/site/1/consignment/ready-to-manifest');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown URL shows the not-found screen, titled Error', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error/);
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  });
});
