import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brokenLines, importCsv } from './fixtures/address-book-import';
import { signInThroughApiAt } from './support/sign-in';

/** Melbourne DC, a transacting site of the demo user. */
const SITE = '/site/1/address-book';

async function openAddressBook(page: Page) {
  await signInThroughApiAt(page, SITE);
  await expect(page.getByRole('heading', { name: 'Manage address book' })).toBeVisible();
}

async function pickLocality(page: Page, search: string, label: string) {
  const field = page.getByRole('combobox', { name: 'Suburb, state and postcode' });
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('address book', () => {
  test('creates an entry with a contact and opening hours by picking a locality, then finds it by search', async ({
    page,
  }) => {
    // unique per run, so a rerun against the same server finds only this entry
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Kestrel Cold Storage ${tag}`;
    // reached from the site settings menu, so the browser's Back stays in the app
    await signInThroughApiAt(page, '/site/1/shipping-item-presets');
    await page.getByRole('button', { name: 'Site settings' }).click();
    await page.getByRole('menuitem', { name: 'Address book' }).click();
    await expect(page.getByRole('heading', { name: 'Manage address book' })).toBeVisible();
    await expect(page).toHaveTitle(/Manage address book/);
    await page.getByRole('button', { name: 'New entry' }).click();
    const drawer = page.getByRole('dialog', { name: 'New address book entry' });
    await expect(drawer).toBeVisible();

    await drawer.getByLabel('Name', { exact: true }).fill(name);
    await drawer.getByLabel('Quick access code (optional)').fill(`k${tag.toLowerCase()}`);
    await expect(drawer.getByLabel('Quick access code (optional)')).toHaveValue(`K${tag}`);
    await drawer.getByLabel('Street address').fill('18 Cremorne Street');
    await pickLocality(page, 'richmond 3121', 'Richmond VIC 3121');

    // opening hours: weekdays, and a close time before the open time is refused
    await drawer.getByRole('switch', { name: 'Keep opening hours for this location' }).check();
    await drawer.getByLabel('Opens').fill('07:30');
    await drawer.getByLabel('Closes').fill('06:00');
    await expect(drawer.getByText('End time must be after start time')).toBeVisible();
    await drawer.getByLabel('Closes').fill('16:00');
    await expect(drawer.getByText('End time must be after start time')).toBeHidden();
    await drawer.getByText('Sat', { exact: true }).click();

    // a contact, with the phone rules of spec 5.2
    await drawer.getByRole('button', { name: 'Add contact' }).click();
    const contact = drawer.getByRole('group', { name: 'Contact 1' });
    await contact.getByLabel('Contact name').fill('Priya Raman');
    await contact.getByLabel('Phone (optional)').fill('03 9428 12');
    await contact.getByLabel('Email (optional)').fill('priya@');
    await contact.getByLabel('Email (optional)').blur();
    await expect(contact.getByText('Must have 10 digits')).toBeVisible();
    await expect(contact.getByText('Must be a valid email')).toBeVisible();
    await contact.getByLabel('Phone (optional)').fill('03 9428 1234');
    await contact.getByLabel('Email (optional)').fill('priya@kestrel.example');
    await contact.getByLabel('Special instructions (optional)').fill('Use the rear dock');

    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible();
    await expect(drawer).toBeHidden();

    // found by search, with the match marked in the name and the code
    await page.getByRole('textbox', { name: 'Search the address book' }).fill(`kestrel ${tag.toLowerCase()}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    // marked in the name ('Kestrel', the tag) and in the code (the tag inside K{tag})
    await expect(row.locator('mark')).toHaveText(['Kestrel', tag, tag]);
    await expect(row).toContainText('18 Cremorne Street, Richmond VIC 3121');
    await expect(row).toContainText('Priya Raman');
    await expect(row).toContainText('Mon–Sat 07:30–16:00');

    // edited: the contact and hours come back, and unsaved edits ask before they are lost
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    let edit = page.getByRole('dialog', { name: 'Edit address book entry' });
    await expect(edit.getByLabel('Contact name')).toHaveValue('Priya Raman');
    await expect(edit.getByLabel('Opens')).toHaveValue('07:30');
    await edit.getByLabel('Name', { exact: true }).fill(`${name} Richmond`);
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await page.goBack();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/site\/1\/address-book$/);
    await edit.getByLabel('Phone (optional)').fill('0412 555 010');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} Richmond saved`)).toBeVisible();
    const renamed = page.getByRole('row', { name: new RegExp(`${name} Richmond`) });
    await expect(renamed).toContainText('0412 555 010');

    // the contact removed
    await renamed.getByRole('button', { name: `Edit ${name} Richmond` }).click();
    edit = page.getByRole('dialog', { name: 'Edit address book entry' });
    await edit.getByRole('button', { name: 'Remove contact 1' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(renamed).not.toContainText('Priya Raman');

    // deleted after confirmation
    await renamed.getByRole('button', { name: `Delete ${name} Richmond` }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete address book entry .+\?$/ });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${name} Richmond deleted`)).toBeVisible();
    await expect(page.getByText('No entries match your search.')).toBeVisible();
  });

  test('finds an address typed on one line, and warns of a possible duplicate before saving a second entry at it', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Heron Produce ${tag}`;
    await openAddressBook(page);
    await page.getByRole('button', { name: 'New entry' }).click();
    let drawer = page.getByRole('dialog', { name: 'New address book entry' });
    await drawer.getByLabel('Name', { exact: true }).fill(name);
    await drawer.getByLabel('Find an address').fill('Unit 4, 60 Swan Street Richmond VIC 3121');
    await drawer.getByRole('button', { name: 'Find', exact: true }).click();
    await drawer
      .getByRole('list', { name: 'Addresses found' })
      .getByRole('button', { name: 'Use 60 Swan Street, Unit 4, Richmond VIC 3121' })
      .click();
    await expect(drawer.getByText('Verified address')).toBeVisible();
    await expect(drawer.getByLabel('Street address')).toHaveValue('60 Swan Street');
    await expect(drawer.getByLabel('Unit, level or building (optional)')).toHaveValue('Unit 4');
    await expect(drawer.getByRole('combobox', { name: 'Suburb, state and postcode' })).toHaveValue(
      'Richmond VIC 3121',
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible();

    // a second entry of the same name is held back until the user says to save it anyway
    await page.getByRole('button', { name: 'New entry' }).click();
    drawer = page.getByRole('dialog', { name: 'New address book entry' });
    await drawer.getByLabel('Name', { exact: true }).fill(name);
    await drawer.getByLabel('Street address').fill('2 Church Street');
    await pickLocality(page, 'richmond 3121', 'Richmond VIC 3121');
    await drawer.getByRole('button', { name: 'Save' }).click();
    const warning = drawer.getByRole('alert').filter({ hasText: 'Possible duplicates' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveText([
      `${name}, 60 Swan Street, Unit 4, Richmond VIC 3121`,
    ]);
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    // the first save's notice may still be on screen beside the second's
    await expect(page.getByText(`${name} saved`).last()).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.getByRole('textbox', { name: 'Search the address book' }).fill(name.toLowerCase());
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  });

  test('is a site screen: org context asks for a site, and a site that may not create data cannot add entries', async ({
    page,
  }) => {
    await signInThroughApiAt(page, '/org/1/address-book');
    await expect(page.getByRole('dialog', { name: /Select site/ })).toBeVisible();
    // Wacol Depot is suspended (spec 4.6: creation is disabled)
    await page.goto('/site/3/address-book');
    await expect(page.getByRole('heading', { name: 'Manage address book' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New entry' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  test('imports a CSV of 200 entries on the server: 197 created, the 3 bad rows explained; imported again, nothing changes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openAddressBook(page);
    await page.getByRole('button', { name: 'Import' }).click();
    let modal = page.getByRole('dialog', { name: 'Import address book entries' });

    const download = page.waitForEvent('download');
    await modal.getByRole('link', { name: 'Download the template' }).click();
    expect((await download).suggestedFilename()).toBe('address-book-import-template.csv');

    const prefix = `Imp${Date.now().toString(36)}`;
    const file = { name: 'receivers.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv(prefix, 200)) };
    await modal.locator('input[type="file"]').setInputFiles(file);
    await modal.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      modal.getByText(
        '197 entries created, 0 updated, 0 unchanged. 3 rows not imported; each is explained below.',
      ),
    ).toBeVisible({ timeout: 120_000 });

    const rows = modal.getByRole('table', { name: 'Import rows' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const [line, message] of Object.entries(brokenLines)) {
      const row = rows.filter({ has: page.getByRole('cell', { name: line, exact: true }) });
      await expect(row).toContainText('Not imported');
      await expect(row).toContainText(message);
    }
    // the refused rows come back as a file, with their reasons, to fix and import again
    const refused = page.waitForEvent('download');
    await modal.getByRole('link', { name: /^Download the rows not imported/ }).click();
    const saved = await refused;
    expect(saved.suggestedFilename()).toBe('address-book-refused-rows.csv');
    const text = await readFile((await saved.path()) ?? '', 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/,problems$/);
    for (const message of Object.values(brokenLines)) expect(text).toContain(message);

    // a Darwin postcode a spreadsheet shortened was imported with its zero, and the row says so
    await modal.getByText(/^All rows/).click();
    await expect(modal.getByText('postcode: 800 was read as 0800; check it is right').first()).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();

    // the list holds the 197 entries and none of the bad rows
    const search = page.getByRole('textbox', { name: 'Search the address book' });
    await search.fill(prefix);
    await expect(page.getByText('Showing 1–30 of 197 entries')).toBeVisible();

    // the same file again updates nothing and repeats nothing, with or without a quick access code
    await page.getByRole('button', { name: 'Import' }).click();
    modal = page.getByRole('dialog', { name: 'Import address book entries' });
    await modal.locator('input[type="file"]').setInputFiles(file);
    await modal.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      modal.getByText(
        '0 entries created, 0 updated, 197 unchanged. 3 rows not imported; each is explained below.',
      ),
    ).toBeVisible({ timeout: 120_000 });
    await modal.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('textbox', { name: 'Search the address book' }).fill(prefix);
    await expect(page.getByText('Showing 1–30 of 197 entries')).toBeVisible();
  });
});
