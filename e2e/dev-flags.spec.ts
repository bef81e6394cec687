import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInThroughApi } from './support/sign-in';
import { SHOTS } from './support/shots';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE = '/site/1';

async function openFirstConsignment(page: Page) {
  await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
  const link = page.getByRole('table', { name: 'Consignments' }).getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
}

async function chord(page: Page) {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.down('Shift');
  for (const key of ['KeyG', 'KeyE', 'KeyP']) await page.keyboard.press(key);
  await page.keyboard.up('Shift');
}

test('development flags: the chord opens the drawer, a saved change applies after the reload, reset asks first', async ({
  page,
}) => {
  await signInThroughApi(page, 'demo');
  await openFirstConsignment(page);
  const connote = page.getByRole('link', { name: 'Connote' });
  await expect(connote).toHaveAttribute('target', '_blank');

  await chord(page);
  const drawer = page.getByRole('dialog', { name: 'Development Flags' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Documents' })).toBeVisible();
  await expectAccessible(page, 'Development Flags drawer');
  await drawer.getByRole('switch', { name: /^Document pop-ups/ }).click({ force: true });
  // nothing applies before Save Changes
  await expect(connote).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SHOTS}/dev-flags.png` });
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connote' })).not.toHaveAttribute('target', '_blank');

  await chord(page);
  await expect(drawer.getByText('saved in this browser')).toBeVisible();
  await drawer.getByRole('button', { name: 'Reset flags' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset development flags?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connote' })).toHaveAttribute('target', '_blank');
});
