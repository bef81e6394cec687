import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { newPickupLinks, outboxCount, pickupRequestMails } from './support/outbox';
import { signInThroughApiAt } from './support/sign-in';
import { addPresetLine } from './support/shipment-form';
import { SHOTS } from './support/shots';

const melbourneToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The next weekday after today in Melbourne: past every booking cut-off of today. */
function nextWeekday(): string {
  const day = new Date(`${melbourneToday()}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while ([0, 6].includes(day.getUTCDay()));
  return day.toISOString().slice(0, 10);
}

/** Fills the window and finds the services; answers the first service that can collect. */
async function findServices(page: Page) {
  await page.getByLabel('Pickup date').fill(nextWeekday());
  await page.getByRole('combobox', { name: 'Window length' }).click();
  await page.getByRole('option', { name: '3 h', exact: true }).click();
  await page.getByRole('button', { name: 'Find services' }).click();
  const services = page.getByRole('table', { name: 'Carrier services' });
  await expect(services).toBeVisible();
  const radio = services.getByRole('radio', { disabled: false }).first();
  const name = (await radio.getAttribute('aria-label')) ?? '';
  await radio.check();
  return name;
}

/** Requests the pickup and waits for View pickup; answers the carrier's links from the outbox. */
async function requestAndReadLinks(page: Page) {
  const seen = await outboxCount();
  // consignments with dangerous goods are declared as such
  const declaration = page.getByLabel(/I declare this pickup includes dangerous goods/);
  if (await declaration.isVisible()) await declaration.check();
  await page.getByRole('button', { name: 'Request pickup' }).click();
  await expect(page).toHaveURL(/\/site\/1\/pickup\/\d+$/);
  await expect(page.getByRole('heading', { name: 'View pickup' })).toBeVisible();
  return newPickupLinks(seen);
}

/** A carrier's browser: a fresh context with no session. */
async function asCarrier(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { page, close: () => context.close() };
}

test.describe('pickups', () => {
  test('create an outbound pickup from two presets, request it, the carrier confirms with a reference', async ({
    page,
    browser,
  }) => {
    await signInThroughApiAt(page, '/site/1/pickup/create');
    await expect(page).toHaveURL(/\/site\/1\/pickup\/create\/outbound$/);
    await expect(page.getByRole('heading', { name: 'Create outbound pickup' })).toBeVisible();
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');
    await page.getByRole('button', { name: 'Add line' }).click();
    await addPresetLine(page, 2, 'SAT-A4', 'A4 satchel');
    await page.getByLabel('Reference').fill('E2E-PU-1');
    const service = await findServices(page);
    // services that cannot collect say why, in words
    await page.screenshot({ path: `${SHOTS}/pickup-services.png`, fullPage: true });
    const links = await requestAndReadLinks(page);
    await expect(page.getByText('Requested', { exact: true })).toBeVisible();

    const carrier = await asCarrier(browser, links.confirm);
    await expect(carrier.page).toHaveTitle(/View pickup response/);
    await expect(carrier.page.getByRole('heading', { name: 'Pickup confirmed' })).toBeVisible();
    await expectAccessible(carrier.page, 'Carrier pickup, confirmed');
    for (const label of [
      'From',
      'Carrier account',
      'Carrier | Service',
      'Pickup date',
      'Pickup window',
      'Total volume (m³)',
      'Total weight (kg)',
      'Total items',
    ])
      await expect(carrier.page.getByText(label, { exact: true })).toBeVisible();
    await expect(
      carrier.page.getByText(service.replace(/ \| .*/, ''), { exact: false }).first(),
    ).toBeVisible();
    await carrier.page.getByLabel('Pickup confirmation reference').fill('BK-E2E-77');
    await carrier.page.getByRole('button', { name: 'Add reference' }).click();
    await expect(carrier.page.getByRole('button', { name: 'Add reference' })).toBeHidden();
    await expect(carrier.page.getByLabel('Pickup confirmation reference')).toBeDisabled();
    await carrier.page.screenshot({ path: `${SHOTS}/carrier-pickup-confirmed.png`, fullPage: true });
    await carrier.close();

    await page.reload();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByText('BK-E2E-77')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/view-pickup-confirmed.png`, fullPage: true });
  });

  test('the carrier rejects with a reason; a new request makes the old link invalid', async ({
    page,
    browser,
  }) => {
    await signInThroughApiAt(page, '/site/1/pickup/create/outbound');
    // collected from a street typed here rather than the site's address
    await page.getByRole('radiogroup', { name: 'Pick up from' }).getByText('New address').click();
    await page.getByLabel('Sender name').fill('Spencer St store');
    await page.getByLabel('Sender street address').fill('200 Spencer St');
    const senderLocality = page.getByRole('combobox', { name: 'Sender suburb, state and postcode' });
    await senderLocality.click();
    await senderLocality.fill('melbourne 3000');
    await page.getByRole('option', { name: 'Melbourne VIC 3000', exact: true }).click();
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');
    await findServices(page);
    const links = await requestAndReadLinks(page);
    await expect(page.getByText('200 Spencer St, Melbourne VIC 3000')).toBeVisible();

    const carrier = await asCarrier(browser, links.reject);
    await expect(carrier.page.getByRole('heading', { name: 'Pickup rejected' })).toBeVisible();
    await expect(carrier.page.getByText(/200 Spencer St/)).toBeVisible();
    await carrier.page.getByLabel('Pickup rejection reason').fill('No truck that day');
    await carrier.page.getByRole('button', { name: 'Add rejection reason' }).click();
    await expect(carrier.page.getByRole('button', { name: 'Add rejection reason' })).toBeHidden();
    await expect(carrier.page.getByLabel('Pickup rejection reason')).toBeDisabled();

    // confirming what was rejected cannot change the answer
    await carrier.page.goto(links.confirm);
    await expect(carrier.page.getByRole('heading', { name: 'Response change failed' })).toBeVisible();
    await expect(carrier.page.getByText(/To change your response, email .+ or call .+\./)).toBeVisible();

    await page.reload();
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText('No truck that day')).toBeVisible();

    // a new request supersedes the links sent before
    const seen = await outboxCount();
    await page.getByRole('button', { name: 'New request' }).click();
    await page
      .getByRole('table', { name: 'Carrier services' })
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    await page.getByRole('button', { name: 'Send new request' }).click();
    await newPickupLinks(seen);
    await carrier.page.goto(links.reject);
    await expect(carrier.page.getByText('Invalid or expired link.')).toBeVisible();
    await expect(carrier.page.getByText(/Please phone support on .+\./)).toBeVisible();
    await carrier.page.screenshot({ path: `${SHOTS}/carrier-pickup-invalid.png`, fullPage: true });
    await carrier.close();
  });

  test('a link whose week after the pickup date has passed says it is invalid or expired', async ({
    browser,
  }) => {
    // the demo data's past pickups were requested through the product, so their carriers were e-mailed real
    // links; the oldest pickup's links expired at midnight a week after its date
    const mails = await pickupRequestMails();
    const oldest = mails.sort((a, b) => a.pickupDate.localeCompare(b.pickupDate))[0];
    if (!oldest) throw new Error('no pickup request e-mails in the outbox');
    expect(addDays(oldest.pickupDate, 7) < melbourneToday()).toBe(true);
    for (const link of [oldest.confirm, oldest.reject]) {
      const carrier = await asCarrier(browser, link);
      await expect(carrier.page.getByText('Invalid or expired link.')).toBeVisible();
      await expect(carrier.page.getByText(/Please phone support on .+\./)).toBeVisible();
      await expect(carrier.page.getByRole('heading', { name: /Pickup (confirmed|rejected)/ })).toHaveCount(0);
      await carrier.close();
    }
  });

  test('a pickup pre-filled from three consignments selected in Ready to manifest', async ({ page }) => {
    await signInThroughApiAt(page, '/site/1/consignment/ready-to-manifest');
    const table = page.getByRole('table', { name: 'Consignments' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    const boxes = table.getByRole('checkbox', { name: /^Select consignment / });
    for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected consignments' });
    await expect(toolbar.getByText('3 selected')).toBeVisible();
    await toolbar.getByRole('link', { name: 'Request pickup' }).click();
    await expect(page).toHaveURL(/\/site\/1\/pickup\/prefill\/\w+\?consignmentId=/);
    await expect(page.getByText(/The freight of 3 consignments, going to their receivers/)).toBeVisible();
    // the consignments are named before the pickup is saved, and no empty table of lines is shown
    await expect(page.getByText(/^Consignments: \w+ \(.+\), \w+ \(.+\), \w+ \(.+\)$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Line items' })).toHaveCount(0);
    await findServices(page);
    await requestAndReadLinks(page);
    await expect(page.getByText(/^Consignments: /)).toBeVisible();
  });
});
