import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A Perth receiver in Melbourne DC's address book (demo data). */
export const PERTH_RECEIVER = 'Osborne Park Electrical Wholesale';

/** Types a preset's quick access code on a line and waits for the preset to fill it. */
export async function addPresetLine(page: Page, line: number, code: string, description: string) {
  const codeField = page.getByLabel(`Line ${line} quick access code`);
  await codeField.fill(code);
  await codeField.press('Tab');
  await expect(page.getByLabel(`Line ${line} description`)).toHaveValue(description);
}

/** Picks a locality from a suburb, state and postcode field by what is typed and the option's exact name. */
export async function pickLocality(page: Page, field: string, typed: string, option: string) {
  const locality = page.getByRole('combobox', { name: field });
  await locality.click();
  await locality.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks the receiver from the site's address book: what is typed, then the entry of that name. */
export async function pickReceiverEntry(page: Page, typed: string, name: string) {
  const receiver = page.getByRole('combobox', { name: 'Receiver address book entry' });
  await receiver.click();
  await receiver.fill(typed);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** Melbourne DC, typed (the demo sites have no street address of their own), to the Perth receiver. */
export async function fillConsignmentParties(page: Page) {
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByText('New address').click();
  await sender.getByLabel('Sender name').fill('Melbourne DC');
  await sender.getByLabel('Sender street address').fill('200 Spencer St');
  await pickLocality(page, 'Sender suburb, state and postcode', 'melbourne 3000', 'Melbourne VIC 3000');
  await pickReceiverEntry(page, 'Osborne', PERTH_RECEIVER);
}

/** Quotes the consignment, books the recommended quote and waits for the next steps; answers them and the heading. */
export async function quoteAndCreate(page: Page) {
  await page.getByRole('button', { name: 'Get quotes' }).click();
  await expect(page.getByRole('region', { name: 'Choose a quote' }).getByText('Recommended')).toBeVisible();
  await page.getByRole('button', { name: 'Create consignment' }).click();
  const next = page.getByRole('region', { name: 'Next steps' });
  const heading = next.getByRole('heading', { name: /^Consignment \S+ created$/ });
  await expect(heading).toBeVisible();
  return { next, heading };
}

/** Changes site with the header's site menu, confirming the change. */
export async function changeSite(page: Page, site: RegExp) {
  await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
  await page.getByRole('option', { name: site }).click();
  await page
    .getByRole('dialog', { name: 'Change site?' })
    .getByRole('button', { name: 'Yes, change site' })
    .click();
}
