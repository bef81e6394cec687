import { expect, test } from '@playwright/test';
import { signInThroughApiAt } from './support/sign-in';

test('shipping item presets: create one, refuse a second with the same code, search, edit and delete', async ({
  page,
}) => {
  const code = `CTN${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInThroughApiAt(page, '/site/1/shipping-item-presets');
  await expect(page.getByRole('heading', { name: 'Shipping item presets' })).toBeVisible();
  await expect(page).toHaveTitle(/Shipping item presets/);

  // created in centimetres and kilograms
  await page.getByRole('button', { name: 'New preset' }).click();
  let modal = page.getByRole('dialog', { name: 'New shipping item preset' });
  await modal.getByLabel('Quick access code').fill(code.toLowerCase());
  await modal.getByRole('combobox', { name: 'Packaging type' }).click();
  await page.getByRole('option', { name: 'Carton', exact: true }).click();
  await modal.getByLabel('Description', { exact: true }).fill('Half carton of glassware');
  await modal.getByLabel('Length (cm) (optional)').fill('40');
  await modal.getByLabel('Width (cm) (optional)').fill('30');
  await modal.getByLabel('Height (cm) (optional)').fill('25');
  await modal.getByLabel('Weight (kg) (optional)').fill('12');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Preset ${code} saved`)).toBeVisible();
  await expect(modal).toBeHidden();

  // a second preset with the same code: the code field says so, and the form stays open
  await page.getByRole('button', { name: 'New preset' }).click();
  modal = page.getByRole('dialog', { name: 'New shipping item preset' });
  await modal.getByLabel('Quick access code').fill(code);
  await modal.getByRole('combobox', { name: 'Packaging type' }).click();
  await page.getByRole('option', { name: 'Satchel', exact: true }).click();
  await modal.getByLabel('Description', { exact: true }).fill('Another one');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Code already exists, try a different one')).toBeVisible();
  await expect(modal.getByLabel('Quick access code')).toHaveAttribute('aria-invalid', 'true');
  // the form layer's own messages, and the data-loss dialog on the way out
  await modal.getByLabel('Description', { exact: true }).fill('');
  await expect(modal.getByText('Cannot be blank')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(modal).toBeHidden();

  // found by text with the match marked, in the units typed
  await page.getByRole('textbox', { name: 'Search presets' }).fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('mark')).toHaveText([code]);
  await expect(row.getByRole('cell')).toHaveText([
    code,
    'Half carton of glassware',
    'Carton',
    '40',
    '30',
    '25',
    '12',
    '0.030',
    'EditDelete',
  ]);
  // and not under another packaging type
  await page.getByRole('combobox', { name: 'Packaging type' }).click();
  await page.getByRole('option', { name: 'Satchel', exact: true }).click();
  await expect(page.getByText('No presets match your search.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Packaging type' }).click();
  await page.getByRole('option', { name: 'Carton', exact: true }).click();
  await expect(row).toHaveCount(1);

  // edited
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  modal = page.getByRole('dialog', { name: 'Edit shipping item preset' });
  await expect(modal.getByLabel('Length (cm) (optional)')).toHaveValue('40');
  await modal.getByLabel('Weight (kg) (optional)').fill('14');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell').nth(6)).toHaveText('14');

  // deleted after confirmation
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await page
    .getByRole('dialog', { name: `Delete shipping item preset ${code}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(`Preset ${code} deleted`)).toBeVisible();
  await expect(page.getByText('No presets match your search.')).toBeVisible();
});
