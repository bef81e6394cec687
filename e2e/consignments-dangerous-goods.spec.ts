import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pdfText } from './support/pdf-text';
import { signInThroughApiAt } from './support/sign-in';
import { pickReceiverEntry } from './support/shipment-form';
import { SHOTS, saveShot } from './support/shots';

/** A Sydney receiver in Melbourne DC's address book (demo data). */
const RECEIVER = 'Harbour City Wines';

const shot = (page: Page, name: string) => saveShot(page, name, { fullPage: true, fromTop: true });

/** Opens a document route and waits for the PDF its GET answers, shown in the frame; returns its text. */
async function openDocument(page: Page, href: string, file: string): Promise<string> {
  const pdf = page.waitForResponse(
    (response) => response.url().endsWith(`/${file}`) && response.request().method() === 'GET',
  );
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'View document' })).toBeVisible();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  // read again with the page's session: the frame's own response body is not kept
  const again = await page.request.get(answer.url());
  expect(again.status()).toBe(200);
  const bytes = await again.body();
  await writeFile(`${SHOTS}/${file}`, bytes);
  return pdfText(bytes);
}

test('a consignment with dangerous goods from a preset has a DG summary, and is found ready to manifest by its reference', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApiAt(page, '/site/1/consignment/create/outbound');
  await expect(page.getByRole('heading', { name: 'Create outbound consignment' })).toBeVisible();

  // Melbourne DC sends from its own address; the receiver comes from its address book
  await page.getByRole('region', { name: 'Sender' }).getByText('Melbourne DC').click();
  await pickReceiverEntry(page, 'Harbour City', RECEIVER);
  // the receiver takes deliveries only in a booked time slot: picking it turns one on, and says why; this
  // consignment goes without, so the slot is turned off again and the note stays
  const slot = page.getByRole('region', { name: 'Delivery time slot' });
  await expect(slot.getByLabel('Book a delivery time slot')).toBeChecked();
  await slot.getByLabel('Book a delivery time slot').uncheck();
  await expect(slot.getByRole('note')).toHaveText(`${RECEIVER} takes deliveries only in a booked time slot.`);

  const code = page.getByLabel('Line 1 quick access code');
  await code.fill('CTN-M');
  await code.press('Tab');
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Medium carton');

  // the dangerous goods of the line, from the site's presets
  await page.getByRole('button', { name: 'Add dangerous goods to line 1' }).click();
  const preset = page.getByRole('combobox', { name: 'Line 1 dangerous goods preset' });
  await preset.click();
  await preset.fill('1263');
  await page.getByRole('option', { name: /UN1263 PAINT/ }).click();
  await expect(page.getByLabel('Line 1 UN number')).toHaveValue('1263');
  await expect(page.getByLabel('Line 1 proper shipping name')).toHaveValue('PAINT');
  // the preset brings its receptacle and the quantity in each; one receptacle per item until changed
  await expect(page.getByLabel('Line 1 receptacle')).toHaveValue('Tin');
  await expect(page.getByLabel('Line 1 quantity per receptacle')).toHaveValue('4');
  await expect(page.getByLabel('Line 1 number of receptacles')).toHaveValue('1');
  await page.getByLabel('Line 1 number of receptacles').fill('6');

  // a typed N.O.S. entry is asked for its technical name, which the DG summary prints after its name
  await page.getByRole('button', { name: 'Add dangerous goods to line 1' }).click();
  const second = (field: string) => page.getByLabel(`Line 1 ${field}`).nth(1);
  await second('UN number').fill('1993');
  await expect(page.getByLabel('Line 1 technical name')).toHaveCount(0);
  await second('proper shipping name').fill('FLAMMABLE LIQUID, N.O.S.');
  await expect(page.getByText('N.O.S. goods need their technical name on the documents')).toBeVisible();
  await page.getByLabel('Line 1 technical name').fill('xylene');
  await expect(page.getByText('N.O.S. goods need their technical name on the documents')).toBeHidden();
  await page.getByRole('combobox', { name: 'Line 1 class or division' }).nth(1).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('combobox', { name: 'Line 1 packing group' }).nth(1).click();
  await page.getByRole('option', { name: 'III', exact: true }).click();
  await second('receptacle').fill('Steel drum');
  await second('number of receptacles').fill('1');
  await second('quantity per receptacle').fill('20');
  await page.getByRole('combobox', { name: 'Line 1 quantity unit' }).nth(1).click();
  await page.getByRole('option', { name: 'L', exact: true }).click();

  // declarable goods need a 24-hour emergency contact: the form asks before it saves
  const emergency = page.getByRole('region', { name: 'Emergency contact' });
  await emergency.getByLabel('Emergency contact name').fill('Chemwatch 24h');
  await emergency.getByLabel('Emergency phone (24 hours)').fill('1800 160 401');

  const reference = `DG-${Date.now().toString().slice(-6)}`;
  const references = page.getByRole('combobox', { name: /^References/ });
  await references.fill(reference);
  await references.press('Enter');

  await page.getByRole('button', { name: 'Get quotes' }).click();
  const quotes = page.getByRole('region', { name: 'Choose a quote' });
  await expect(quotes.getByRole('row', { selected: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Create consignment' }).click();

  const next = page.getByRole('region', { name: 'Next steps' });
  await expect(next.getByRole('heading', { name: /^Consignment \S+ created$/ })).toBeVisible();
  const consignmentNo =
    (await next.getByRole('heading', { name: /created$/ }).textContent())?.split(' ')[1] ?? '';
  const summary = next.getByRole('link', { name: 'Print dangerous goods summary' });
  await expect(summary).toHaveAttribute('href', /^\/document\/dg-summary\/\d+$/);
  await shot(page, 'consignment-dg-next-steps');

  const printed = await openDocument(page, (await summary.getAttribute('href')) ?? '', 'dg-summary.pdf');
  await shot(page, 'document-dg-summary');
  // a transport document: the packages, the quantity (6 tins of 4 L), totals per UN number, who to call
  expect(printed).toContain('6 x Tin');
  expect(printed).toContain('24 L');
  expect(printed).toContain('TOTALS BY UN NUMBER');
  expect(printed).toContain('Chemwatch 24h');
  expect(printed).toContain('1800 160 401');
  expect(printed).not.toContain('0 packages');
  expect(printed).toContain('FLAMMABLE LIQUID, N.O.S. (xylene)');

  // ready to manifest finds it by its reference, marked as dangerous goods
  await page.goto('/site/1/consignment/ready-to-manifest');
  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  const table = page.getByRole('table', { name: 'Consignments' });
  const row = table.getByRole('row').filter({ hasText: consignmentNo });
  await expect(row).toBeVisible();
  await expect(row.getByTitle('Dangerous goods')).toHaveText('DG');
  await expect(page.getByText(/^Showing 1–1 of 1 consignments?$/)).toBeVisible();

  // its view lists the label, connote and DG summary; the label opens
  await row.getByRole('link', { name: consignmentNo }).click();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'Dangerous goods summary' })).toBeVisible();
  const label =
    (await documents
      .getByRole('link', { name: /^Label/ })
      .first()
      .getAttribute('href')) ?? '';
  await openDocument(page, label, 'label.pdf');
});
