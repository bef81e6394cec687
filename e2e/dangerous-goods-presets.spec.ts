import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signInThroughApiAt } from './support/sign-in';

async function pick(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('dangerous goods presets', () => {
  test('only where the site handles dangerous goods', async ({ page }) => {
    await signInThroughApiAt(page, '/site/2/dangerous-goods-presets');
    await expect(page.getByRole('heading', { name: 'Access denied.' })).toBeVisible();
    await expect(page.getByText('Dangerous goods are not available to you on this site')).toBeVisible();
    await page.getByRole('button', { name: 'Site settings' }).click();
    await expect(page.getByRole('menuitem', { name: 'Shipping item presets' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Dangerous goods presets' })).toHaveCount(0);
    await page.goto('/site/1/address-book');
    await page.getByRole('button', { name: 'Site settings' }).click();
    await page.getByRole('menuitem', { name: 'Dangerous goods presets' }).click();
    await expect(page.getByRole('heading', { name: 'Dangerous goods presets' })).toBeVisible();
  });

  test('creates declarable and notifiable presets, searches, sorts, edits and deletes them', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    await signInThroughApiAt(page, '/site/1/dangerous-goods-presets');

    // declarable, with its details; the form layer's checks first
    await page.getByRole('button', { name: 'New preset' }).click();
    let modal = page.getByRole('dialog', { name: 'New dangerous goods preset' });
    await modal.getByLabel('UN number').fill('12');
    await modal.getByLabel('UN number').blur();
    await expect(modal.getByText('Must be a 4-digit UN number')).toBeVisible();
    await modal.getByLabel('UN number').fill('UN1203');
    await modal.getByLabel('Proper shipping name').fill(`Petrol ${tag}`);
    await pick(page, modal, 'Class or division', '3');
    await pick(page, modal, 'Packing group', 'II');
    await modal.getByLabel('Receptacle (optional)').fill('Drum');
    await modal.getByLabel('Aggregate quantity (optional)').fill('20');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Unit is required with an aggregate quantity')).toBeVisible();
    await pick(page, modal, 'Unit', 'L');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`UN 1203 Petrol ${tag} saved`)).toBeVisible();

    // notifiable: no declarable details
    await page.getByRole('button', { name: 'New preset' }).click();
    modal = page.getByRole('dialog', { name: 'New dangerous goods preset' });
    await modal.getByText('Notifiable', { exact: true }).click();
    await expect(modal.getByLabel('Receptacle (optional)')).toHaveCount(0);
    await modal.getByLabel('UN number').fill('3481');
    await modal.getByLabel('Proper shipping name').fill(`Lithium ion batteries ${tag}`);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`UN 3481 Lithium ion batteries ${tag} saved`)).toBeVisible();

    // searched, and sorted by UN number, highest first by default
    await page.getByRole('textbox', { name: 'Search dangerous goods presets' }).fill(tag);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('UN 3481');
    await expect(rows.nth(0)).toContainText('Notifiable');
    await expect(rows.nth(1)).toContainText('UN 1203');
    await expect(rows.nth(1)).toContainText('20 L');
    await page.getByRole('button', { name: /UN number/ }).click();
    await expect(rows.nth(0)).toContainText('UN 1203');

    // edited
    await rows
      .nth(0)
      .getByRole('button', { name: `Edit UN 1203 Petrol ${tag}` })
      .click();
    modal = page.getByRole('dialog', { name: 'Edit dangerous goods preset' });
    await expect(modal.getByLabel('Receptacle (optional)')).toHaveValue('Drum');
    await modal.getByLabel('Receptacle (optional)').fill('Jerrican');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(rows.nth(0)).toContainText('Jerrican');

    // deleted after confirmation
    for (const name of [`UN 1203 Petrol ${tag}`, `UN 3481 Lithium ion batteries ${tag}`]) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete dangerous goods preset ${name}?` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page.getByText(`${name} deleted`)).toBeVisible();
    }
    await expect(page.getByText('No presets match your search.')).toBeVisible();
  });
});
