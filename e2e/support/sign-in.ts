import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Shipper2026';
/** The demo TOTP secret of `demo.mfa`. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in from the login page and waits to leave it. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The app header's user menu, then Log out. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in as a demo user and opens a page of the app. */
export async function signInAt(page: Page, path: string, username = 'demo'): Promise<void> {
  await signIn(page, username);
  await page.goto(path);
}
