import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughApi, signInThroughApiAt } from './support/sign-in';
import { addPresetLine, fillConsignmentParties, PERTH_RECEIVER } from './support/shipment-form';
import { SHOTS, saveShot } from './support/shots';

const CONFLICT = 'There is a conflict with the consignment information.';

async function addReference(page: Page, reference: string) {
  const references = page.getByRole('combobox', { name: /^References/ });
  await references.fill(reference);
  await references.press('Enter');
}

/** The ISO date some days after an ISO date. */
function isoDaysAfter(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const shot = (page: Page, name: string) => saveShot(page, name, { fullPage: true, fromTop: true });

test.describe('consignments', () => {
  test('creates an outbound consignment from presets at Melbourne DC, edits it, and meets a concurrent change', async ({
    page,
  }) => {
    // a long journey: create, two edits and a conflict
    test.setTimeout(120_000);
    await signInThroughApiAt(page, '/site/1/consignment/create/outbound');
    await expect(page.getByRole('heading', { name: 'Create outbound consignment' })).toBeVisible();

    await fillConsignmentParties(page);
    await expect(
      page.getByRole('region', { name: 'Receiver' }).getByText('28 Hasler Rd, Osborne Park WA 6017'),
    ).toBeVisible();

    // M29: a new line starts at quantity 1; preset codes fill the lines
    await expect(page.getByLabel('Line 1 quantity')).toHaveValue('1');
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');
    await page.getByLabel('Line 1 quantity').fill('3');
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByLabel('Line 2 quantity')).toHaveValue('1');
    await addPresetLine(page, 2, 'SAT-A4', 'A4 satchel');
    await addReference(page, 'PO-4471');
    const dispatchDate = page.getByLabel('Dispatch date');
    const bookedDispatchDate = isoDaysAfter(await dispatchDate.inputValue(), 3);
    await dispatchDate.fill(bookedDispatchDate);

    // M32: the delivery time slot's end must come after its start
    await page.getByLabel('Book a delivery time slot').check();
    await page.getByLabel('Start time').fill('14:00');
    await page.getByLabel('End time').fill('09:00');
    await page.getByLabel('End time').blur();
    await expect(page.getByText('End time must be after start time')).toBeVisible();
    await page
      .getByRole('region', { name: 'Delivery time slot' })
      .screenshot({ path: `${SHOTS}/consignment-time-slot.png` });
    await page.getByLabel('Book a delivery time slot').uncheck();

    await page.getByRole('button', { name: 'Get quotes' }).click();
    const quotes = page.getByRole('region', { name: 'Choose a quote' });
    await expect(quotes.getByText('Recommended')).toBeVisible();
    // the recommended quote starts chosen
    const recommendedRow = quotes.getByRole('row', { selected: true });
    await expect(recommendedRow).toHaveCount(1);
    await expect(recommendedRow).toContainText('Recommended');
    await shot(page, 'consignment-create-quotes');

    await page.getByRole('button', { name: 'Create consignment' }).click();
    const next = page.getByRole('region', { name: 'Next steps' });
    await expect(next.getByRole('heading', { name: /^Consignment \S+ created$/ })).toBeVisible();
    const consignmentNo =
      (await next.getByRole('heading', { name: /created$/ }).textContent())?.split(' ')[1] ?? '';
    await expect(next.getByRole('link', { name: 'Print labels' })).toHaveAttribute(
      'href',
      /^\/document\/label\/\d+\?labelUrl=label\.pdf$/,
    );
    await expect(next.getByRole('link', { name: 'Print connote' })).toHaveAttribute(
      'href',
      /^\/document\/connote\/\d+$/,
    );
    await expect(next.getByRole('link', { name: 'Create manifest' })).toBeVisible();
    await expect(next.getByRole('link', { name: 'Create another consignment' })).toHaveAttribute(
      'href',
      '/site/1/consignment/create/outbound',
    );
    await shot(page, 'consignment-next-steps');
    const viewHref =
      (await next.getByRole('link', { name: 'View the consignment' }).getAttribute('href')) ?? '';
    const consignmentId = /consignment\/(\d+)$/.exec(viewHref)?.[1] ?? '';
    expect(consignmentId).not.toBe('');
    // V13, C26: the date booked with is this user's default dispatch date in this organisation until midnight
    await next.getByRole('link', { name: 'Create another consignment' }).click();
    await expect(page.getByLabel('Dispatch date')).toHaveValue(bookedDispatchDate);

    // edited: the form starts from the saved consignment, and saves with its ETag
    await page.goto(`/site/1/consignment/${consignmentId}/edit`);
    await expect(page.getByRole('heading', { name: `Edit consignment ${consignmentNo}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Receiver address book entry' })).toHaveValue(
      PERTH_RECEIVER,
    );
    await expect(page.getByLabel('Line 1 quantity')).toHaveValue('3');
    await expect(page.getByLabel('Sender street address')).toHaveValue('200 Spencer St');
    await page.getByLabel('Special instructions').fill('Deliver to the trade counter');
    await shot(page, 'consignment-edit');
    await page.getByRole('button', { name: 'Save consignment' }).click();
    await expect(page.getByText(`Consignment ${consignmentNo} saved`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/site/1/consignment/${consignmentId}$`));

    // edited again, while someone else changes it through the API with the version this edit read
    await page.goto(`/site/1/consignment/${consignmentId}/edit`);
    await expect(page.getByLabel('Special instructions')).toHaveValue('Deliver to the trade counter');
    const read = await page.request.get(`/api/sender/v0/consignments/${consignmentId}`);
    const etag = read.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string })
      .csrfToken;
    const concurrent = await page.request.put(`/api/sender/v0/consignments/${consignmentId}/summary`, {
      headers: { 'If-Match': etag, 'x-csrf-token': csrf },
      data: { data: { type: 'consignments', attributes: { references: ['PO-4471', 'CHANGED-ELSEWHERE'] } } },
    });
    expect(concurrent.status()).toBe(200);

    await page.getByLabel('Special instructions').fill('Call before delivery');
    await page.getByRole('button', { name: 'Save consignment' }).click();
    await expect(page.getByRole('heading', { name: CONFLICT })).toBeVisible();
    await expect(page.getByText('updated by someone else')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the consignment' })).toHaveAttribute(
      'href',
      `/site/1/consignment/${consignmentId}`,
    );
    await expect(page.getByRole('link', { name: 'Edit the consignment' })).toHaveAttribute(
      'href',
      `/site/1/consignment/${consignmentId}/edit`,
    );
    await expect(page.getByRole('link', { name: 'Ready-to-manifest consignments' })).toBeVisible();
    await shot(page, 'consignment-conflict');

    // the refused edit is applied again over the other change, and saves
    await page.getByRole('link', { name: 'Re-apply my changes' }).click();
    await expect(page.getByText('Your changes are applied again')).toBeVisible();
    await expect(page.getByText('CHANGED-ELSEWHERE')).toBeVisible();
    await expect(page.getByLabel('Special instructions')).toHaveValue('Call before delivery');
    await page.getByRole('button', { name: 'Save consignment' }).click();
    await expect(page.getByText(`Consignment ${consignmentNo} saved`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/site/1/consignment/${consignmentId}$`));
    await expect(page.getByText('Call before delivery')).toBeVisible();
    await expect(page.getByText('CHANGED-ELSEWHERE')).toBeVisible();
  });

  test('converts a saved estimate: the form starts from it with its chosen quote', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string })
      .csrfToken;
    const headers = { 'x-csrf-token': csrf };
    const entries = (await (
      await page.request.get('/api/address-book/v0/entries', {
        params: { 'filter[siteId]': '1', search: 'Osborne', limit: 5 },
      })
    ).json()) as { data: { id: string; name: string }[] };
    const receiverId = entries.data.find((entry) => entry.name === PERTH_RECEIVER)?.id;
    const localities = (await (
      await page.request.get('/api/address/localities', { params: { q: 'melbourne 3000' } })
    ).json()) as { data: { id: string; label: string }[] };
    const melbourneId = localities.data.find((locality) => locality.label === 'Melbourne VIC 3000')?.id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    const created = await page.request.post('/api/sender/v0/estimates', {
      headers,
      data: {
        data: {
          siteId: '1',
          type: 'outbound',
          dispatchDate: today,
          sender: { locality: { id: melbourneId } },
          receiver: { addressBookEntryId: receiverId, tailgate: true },
          lineItems: [
            {
              packagingType: 'Carton',
              description: 'Medium carton',
              quantity: 2,
              length: 450,
              width: 350,
              height: 300,
              weight: 8000,
            },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const estimate = (
      (await created.json()) as { data: { id: string; quotes: { id: string; selectable: boolean }[] } }
    ).data;
    const chosen = estimate.quotes.filter((quote) => quote.selectable).at(-1)?.id ?? '';
    await page.request.post(`/api/sender/v0/estimates/${estimate.id}/save`, {
      headers,
      data: { data: { selectedQuoteIds: [chosen] } },
    });

    await page.goto(`/site/1/consignment/create/outbound?estimate=${estimate.id}&quote=${chosen}`);
    await expect(page.getByRole('combobox', { name: 'Receiver address book entry' })).toHaveValue(
      PERTH_RECEIVER,
    );
    await expect(page.getByLabel('Line 1 quantity')).toHaveValue('2');
    await expect(page.getByLabel('Tailgate')).toBeChecked();
    // the estimate named a suburb only: the sender's street is asked for
    await expect(page.getByRole('combobox', { name: 'Sender suburb, state and postcode' })).toHaveValue(
      'Melbourne VIC 3000',
    );
    await page.getByLabel('Sender name').fill('Melbourne DC');
    await page.getByLabel('Sender street address').fill('200 Spencer St');
    const quotes = page.getByRole('region', { name: 'Choose a quote' });
    await expect(quotes.getByRole('row', { selected: true })).toHaveCount(1);
    await shot(page, 'consignment-from-estimate');
    await page.getByRole('button', { name: 'Create consignment' }).click();
    await expect(
      page.getByRole('region', { name: 'Next steps' }).getByRole('heading', { name: /created$/ }),
    ).toBeVisible();
  });

  test('cancels quotes the form has moved on from, and asks for every quote set under the form’s one key (L19)', async ({
    page,
  }) => {
    await signInThroughApiAt(page, '/site/1/consignment/create/outbound');
    await expect(page.getByRole('heading', { name: 'Create outbound consignment' })).toBeVisible();
    await fillConsignmentParties(page);
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');

    // the first answer is held back until the form has changed under it
    const keys: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstSettled = () => {};
    const firstDone = new Promise<void>((resolve) => {
      firstSettled = resolve;
    });
    await page.route('**/api/sender/v0/quote-sets', async (route) => {
      keys.push(route.request().headers()['x-concurrency-key'] ?? '');
      const first = keys.length === 1;
      if (first) await held;
      // the browser may have cancelled it meanwhile
      await route.continue().catch(() => undefined);
      if (first) firstSettled();
    });
    const getQuotes = page.getByRole('button', { name: 'Get quotes' });
    await getQuotes.click();
    await expect.poll(() => keys.length).toBe(1);
    await expect(getQuotes).toBeDisabled();
    await page.getByLabel('Line 1 quantity').fill('4');
    await expect(getQuotes).toBeEnabled();
    release();
    const quotes = page.getByRole('region', { name: 'Choose a quote' });
    // the cancelled request's quotes never appear, even once its answer could have come
    await firstDone;
    await page.waitForTimeout(300);
    await expect(quotes).toHaveCount(0);

    await getQuotes.click();
    await expect(quotes.getByText('Recommended')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('asks before leaving unsaved edits, and refuses a line without its description', async ({ page }) => {
    await signInThroughApiAt(page, '/site/1/consignment/create/outbound');
    await expect(page.getByRole('heading', { name: 'Create outbound consignment' })).toBeVisible();
    await page.getByLabel('Line 1 weight (kg)').fill('4');
    await page.getByRole('button', { name: 'Get quotes' }).click();
    await expect(page.getByLabel('Line 1 description')).toHaveAttribute('aria-invalid', 'true');

    // E18-E20: the data-loss dialog
    await page
      .locator('label')
      .filter({ hasText: /^Anywhere to anywhere$/ })
      .click();
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard).toContainText('All changes will be lost.');
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/consignment\/create\/outbound$/);
    await expect(page.getByLabel('Line 1 weight (kg)')).toHaveValue('4');
    await page
      .locator('label')
      .filter({ hasText: /^Anywhere to anywhere$/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Create anywhere to anywhere consignment' }),
    ).toBeVisible();
  });
});
