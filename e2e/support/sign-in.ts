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

/**
 * Signs in through the API the login form calls, leaving the session cookie in the page's browser context, for a
 * journey that is not about signing in and goes to its own screen next: the login screen, and the home screen it
 * leads to, are not loaded first (sign-in.spec.ts goes through the form; the accessibility journeys check it).
 */
export async function signInThroughApi(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.request.get('/api/auth/csrf');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const answer = await page.request.post('/api/auth/sign-in', {
    headers: { 'x-csrf-token': csrf },
    data: { username, password },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ result: 'signedIn' });
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

/** Signs in as a demo user through the API (see signInThroughApi) and opens a page of the app. */
export async function signInThroughApiAt(page: Page, path: string, username = 'demo'): Promise<void> {
  await signInThroughApi(page, username);
  await page.goto(path);
}
