import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { newMailContaining, outboxCount } from './support/outbox';
import { signInThroughApi } from './support/sign-in';
import { serverDataDir } from './support/worker-server';
import { saveShot } from './support/shots';

interface CarrierKey {
  carrierName: string;
  key: string;
}

/** The demo installation's carrier keys, as `npm run simulate` reads them. */
async function carrierKeys(): Promise<CarrierKey[]> {
  return JSON.parse(await readFile(join(serverDataDir(), 'demo-carrier-keys.json'), 'utf8')) as CarrierKey[];
}

/** A consignment still to deliver, and the key of its carrier. */
async function openConsignment(request: APIRequestContext) {
  for (const { key } of await carrierKeys()) {
    const res = await request.get(
      '/api/carrier/v0/consignments?filter[isFullyDelivered]=false&page[limit]=50',
      {
        headers: { authorization: `Bearer ${key}` },
      },
    );
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { consignmentNo: string }[] };
    const found = data.at(-1);
    if (found) return { key, consignmentNo: found.consignmentNo };
  }
  throw new Error('no consignment to deliver');
}

async function report(request: APIRequestContext, key: string, events: Record<string, unknown>[]) {
  const res = await request.post('/api/carrier/v0/tracking-events', {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: { accepted: number } };
}

const shot = (page: Page, name: string) => saveShot(page, name, { fullPage: true });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test.describe('tracking', () => {
  test('a carrier’s event and POD on View consignment, an enquiry to support, and the receiver’s public page', async ({
    page,
    browser,
    request,
  }) => {
    const { key, consignmentNo } = await openConsignment(request);
    await signInThroughApi(page, 'demo');
    const found = await page.request.get(
      `/api/sender/v0/consignments?filter[site.id]=1,2&search=${encodeURIComponent(consignmentNo)}`,
    );
    const row = ((await found.json()) as { data: { id: string; site: { id: string } }[] }).data[0];
    if (!row) throw new Error(`${consignmentNo} not listed`);
    const viewUrl = `/site/${row.site.id}/consignment/${row.id}`;

    // an event posted through the carrier API appears on View consignment
    const reason = `Forklift unavailable ${Date.now()}`;
    expect(
      (
        await report(request, key, [
          {
            eventId: `e2e-${Date.now()}-ex`,
            consignmentNo,
            type: 'exception',
            reason,
            occurredAt: minutesAgo(30),
          },
        ])
      ).data.accepted,
    ).toBe(1);
    await page.goto(viewUrl);
    const events = page.getByRole('table', { name: 'Tracking events' });
    await expect(events.getByText(reason)).toBeVisible();

    // a POD uploaded and named by the carrier opens in the document viewer
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const upload = await request.post('/api/carrier/v0/proofs-of-delivery', {
      headers: { authorization: `Bearer ${key}` },
      data: { consignmentNo, content: pdf.toString('base64') },
    });
    expect(upload.status()).toBe(201);
    const { documentId } = ((await upload.json()) as { data: { documentId: string } }).data;
    await report(request, key, [
      { eventId: `e2e-${Date.now()}-dl`, consignmentNo, type: 'delivered', occurredAt: minutesAgo(10) },
      {
        eventId: `e2e-${Date.now()}-pod`,
        consignmentNo,
        type: 'proofOfDelivery',
        documentId,
        description: 'Signed for by E. Tester',
        occurredAt: minutesAgo(9),
      },
    ]);
    await page.reload();
    await expect(page.getByTestId('tracking-status')).toHaveText('Delivered');
    await shot(page, 'tracking-view-consignment');
    // the badge reads whole beside a long event description
    const pod = page.getByText('POD available');
    expect(await pod.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    const popup = page.waitForEvent('popup');
    await pod.click();
    const viewer = await popup;
    await expect(viewer.getByText(`Proof of delivery of consignment ${consignmentNo}`)).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await viewer.close();

    // an enquiry reaches support by e-mail, with the consignment's link
    const seen = await outboxCount();
    await page.getByRole('button', { name: 'Lodge an enquiry' }).click();
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged Freight' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Two cartons arrived crushed.');
    await page.getByRole('button', { name: 'Lodge enquiry' }).click();
    await expect(page.getByText('Enquiry lodged. Customer support will contact you.')).toBeVisible();
    const enquiries = page.getByRole('table', { name: 'Enquiries' });
    await expect(enquiries.getByText(`Damaged Freight: consignment ${consignmentNo}`)).toBeVisible();
    const mail = await newMailContaining([`Damaged Freight: consignment ${consignmentNo}`, viewUrl], seen);
    expect(mail).toContain('Two cartons arrived crushed.');

    // the receiver's link opens without signing in, in a fresh browser
    await page.getByRole('button', { name: 'Get receiver tracking link' }).click();
    const link = (await page.getByRole('link', { name: /\/track\// }).textContent()) ?? '';
    expect(link).toMatch(/\/track\/[\w-]{43}$/);
    const receiver = await browser.newContext();
    const publicPage = await receiver.newPage();
    await publicPage.goto(link);
    await expect(publicPage.getByRole('heading', { name: `Consignment ${consignmentNo}` })).toBeVisible();
    await expect(publicPage.getByRole('status')).toHaveText('Delivered');
    await expect(publicPage.getByRole('link', { name: 'Proof of delivery' })).toBeVisible();
    await expect(publicPage.getByText(reason)).toBeVisible();
    await expectAccessible(publicPage, 'Public tracking page');
    await shot(publicPage, 'tracking-public-page');
    // a receiver reads it on a phone: the journey fits the screen, no sideways scroll
    await publicPage.setViewportSize({ width: 390, height: 844 });
    await expect(publicPage.getByRole('table', { name: 'Tracking events' })).toBeVisible();
    expect(await publicPage.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
    await publicPage.goto(link.replace(/[\w-]{43}$/, 'x'.repeat(43)));
    await expect(publicPage.getByRole('alert')).toHaveText('This tracking link is not valid.');
    await receiver.close();
  });

  test('the carrier’s words on View consignment keep a readable width beside the time, wide and on a phone', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    const listed = await page.request.get(
      '/api/sender/v0/consignments?filter[site.id]=1&filter[isFullyDelivered]=true&page[limit]=5',
    );
    const delivered = ((await listed.json()) as { data: { id: string }[] }).data[0];
    if (!delivered) throw new Error('no delivered consignment');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/site/1/consignment/${delivered.id}`);
      const rows = page.getByRole('table', { name: 'Tracking events' }).getByRole('row');
      await expect(rows.first()).toBeVisible();
      // not a third column a few letters wide, its place names broken mid-word
      for (const row of await rows.all()) {
        const words = await row.getByRole('cell').nth(2).boundingBox();
        expect(words?.width ?? 0, `at ${width} px`).toBeGreaterThan(150);
      }
    }
  });

  test('an enquiry’s description reads back whole, in the lines it was written in', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    const listed = await page.request.get('/api/sender/v0/consignments?filter[site.id]=1&page[limit]=1');
    const consignment = ((await listed.json()) as { data: { id: string }[] }).data[0];
    if (!consignment) throw new Error('no consignment');
    await page.goto(`/site/1/consignment/${consignment.id}`);
    await page.getByRole('button', { name: 'Lodge an enquiry' }).click();
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Delivery ETA' }).click();
    const lines = [
      'The receiver needs it before their Friday stocktake.',
      'Their dock closes at 3 pm and they have no forklift after that.',
      'Please ask the carrier to call ahead on the number in the consignment.',
      `Last line ${Date.now()}`,
    ];
    await page.getByRole('textbox', { name: /Description/ }).fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Lodge enquiry' }).click();
    const enquiries = page.getByRole('table', { name: 'Enquiries' });
    const description = enquiries.getByText(lines[3] ?? '', { exact: false });
    await expect(description).toBeVisible();
    // nothing of it is cut off, and each line keeps a line of its own
    expect(await description.evaluate((text) => text.scrollHeight <= text.clientHeight + 1)).toBe(true);
    expect(await description.evaluate((text) => text.getClientRects()[0]?.height ?? 0)).toBeGreaterThan(60);
  });
});
