import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from './support/sign-in';

/** Two receivers in Melbourne DC's address book, made through the API with the page's session. */
async function addReceivers(page: Page, names: string[]): Promise<string[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const headers = { 'x-csrf-token': token };
  const localities = await (await page.request.get('/api/address/localities?q=Geelong VIC 3220')).json();
  const ids: string[] = [];
  for (const name of names) {
    const address = await page.request.post('/api/address/v0/addresses', {
      headers,
      data: {
        data: {
          type: 'addressEstimate',
          attributes: {
            line1: '1 Moorabool Street',
            line2: null,
            localitySuggestionId: localities.data[0].id,
          },
        },
      },
    });
    const entry = await page.request.post('/api/address-book/v0/entries', {
      headers,
      data: {
        data: {
          type: 'entries',
          attributes: { siteId: '1', name, location: { address: { id: (await address.json()).data.id } } },
        },
      },
    });
    expect(entry.status()).toBe(201);
    ids.push((await entry.json()).data.id);
  }
  return ids;
}

async function pick(page: Page, scope: Locator, field: string, search: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('carrier service preferences: create, refuse a second for the same address, filter, deactivate, activate, edit and delete', async ({
  page,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const [first, second] = [`Geelong Wholesale ${tag}`, `Corio Grocers ${tag}`];
  await signInThroughApi(page, 'demo');
  const [firstId] = await addReceivers(page, [first, second]);
  await page.goto('/site/1/site-preferences');
  await expect(page.getByRole('heading', { name: 'Carrier service preferences' })).toBeVisible();
  await expect(page).toHaveTitle(/Carrier service preferences/);

  // created
  await page.getByRole('button', { name: 'New preference' }).click();
  let modal = page.getByRole('dialog', { name: 'New carrier service preference' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Cannot be blank')).toHaveCount(2);
  await pick(page, modal, 'Address book entry', tag, first);
  await pick(page, modal, 'Agreed service', 'Koala Express General', 'Koala Express General');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Carrier service preference for ${first} saved`)).toBeVisible();

  // a second preference for the same address is refused on the address field (spec 5, 8)
  await page.getByRole('button', { name: 'New preference' }).click();
  modal = page.getByRole('dialog', { name: 'New carrier service preference' });
  await pick(page, modal, 'Address book entry', tag, first);
  await pick(page, modal, 'Agreed service', 'Mallee', /Mallee Transport/);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Must select an address with no preferences')).toBeVisible();
  await pick(page, modal, 'Address book entry', tag, second);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Carrier service preference for ${second} saved`)).toBeVisible();

  // filtered by entry name, entry id and agreed service ('all' sends none)
  await page.getByRole('textbox', { name: 'Entry name' }).fill(tag);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Entry id' }).fill(firstId ?? '');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first);
  await page.getByRole('textbox', { name: 'Entry id' }).fill('');
  await page.getByRole('combobox', { name: 'Agreed service' }).click();
  await page.getByRole('option', { name: /Mallee Transport/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(second);
  await page.getByRole('combobox', { name: 'Agreed service' }).click();
  await page.getByRole('option', { name: 'All agreed services' }).click();
  await expect(rows).toHaveCount(2);

  // deactivated and activated
  const row = rows.filter({ hasText: first });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate the preference for ${first}` }).click();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: `Activate the preference for ${first}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // the notices stack over the first rows' actions until they close, which a pointer resting on them holds off
  await page.mouse.move(0, 0);
  await expect(page.getByText(`Preference for ${first} activated`)).toBeHidden({ timeout: 15_000 });

  // an edit onto an address that has a preference is refused too; another service is taken
  await rows
    .filter({ hasText: second })
    .getByRole('button', { name: `Edit the preference for ${second}` })
    .click();
  modal = page.getByRole('dialog', { name: 'Edit carrier service preference' });
  await pick(page, modal, 'Address book entry', tag, first);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Must select an address with no preferences')).toBeVisible();
  await pick(page, modal, 'Address book entry', tag, second);
  // the Mallee account goes with the Mallee service: another carrier's service starts from its own
  await expect(modal.getByRole('combobox', { name: /Carrier charge account/ })).toHaveValue(/^MAL/);
  await pick(page, modal, 'Agreed service', 'Redback', 'Redback Logistics Economy Road');
  await expect(modal.getByRole('combobox', { name: /Carrier charge account/ })).toHaveValue('');
  await modal.getByRole('combobox', { name: /Carrier charge account/ }).click();
  await expect(page.getByRole('option', { name: /^MAL/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /^RBL/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Save' }).click();
  const edited = rows.filter({ hasText: second });
  await expect(edited).toContainText('Redback Logistics Economy Road');
  await expect(edited).toContainText(/RBL\d+/);
  await expect(edited).not.toContainText(/MAL\d+/);

  // deleted after confirmation
  for (const name of [first, second]) {
    await page.getByRole('button', { name: `Delete the preference for ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the carrier service preference of ${name}?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText(`Preference for ${name} deleted`)).toBeVisible();
  }
  await expect(page.getByText('No preferences match the filters.')).toBeVisible();
});
