import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughApiAt } from './support/sign-in';
import { serverDataDir } from './support/worker-server';
import { saveShot } from './support/shots';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE = '/site/1';

const shot = (page: Page, name: string) => saveShot(page, name, { fromTop: true });

test.describe('manifests', () => {
  test('three consignments from Ready to manifest become a manifest, listed in Manage manifests with its PDF', async ({
    page,
  }) => {
    // one long journey: create, list, document, refused edit and the carrier's answers
    test.setTimeout(180_000);
    await signInThroughApiAt(page, `${MELBOURNE}/consignment/ready-to-manifest`);
    const table = page.getByRole('table', { name: 'Consignments' });
    // a first start is still making the demo's documents in the background
    await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
    const numbers: string[] = [];
    for (const row of [1, 2, 3]) {
      const number = (await table.getByRole('row').nth(row).getByRole('link').first().textContent()) ?? '';
      numbers.push(number);
      await table.getByRole('checkbox', { name: `Select consignment ${number}` }).check();
    }
    const toolbar = page.getByRole('toolbar', { name: 'Selected consignments' });
    await expect(toolbar.getByText('3 selected')).toBeVisible();
    await toolbar.getByRole('link', { name: 'Create manifest' }).click();

    await expect(page.getByRole('heading', { name: 'Create manifest' })).toBeVisible({ timeout: 30_000 });
    const candidates = page.getByRole('table', { name: 'Consignments to manifest' });
    for (const number of numbers)
      await expect(candidates.getByRole('checkbox', { name: `Manifest ${number}` })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Totals per carrier' })).toBeVisible();
    await shot(page, 'manifest-create');
    await page.getByRole('button', { name: 'Create manifest' }).click();

    const made = page.getByRole('table', { name: 'Manifests created' });
    await expect(page.getByRole('status').filter({ hasText: /created/ })).toBeVisible({ timeout: 30_000 });
    // one manifest per carrier account of the selection
    const madeNumbers = await made.locator('tbody tr td:first-child a').allTextContents();
    expect(madeNumbers.length).toBeGreaterThan(0);
    for (const n of madeNumbers) expect(n).toMatch(/^([A-Z0-9]+-)?MAN\d{7}$/);
    // each names its carrier: no two manifests of the site read the same
    expect(new Set(madeNumbers).size).toBe(madeNumbers.length);
    await expect(made.getByRole('link', { name: 'Request pickup' }).first()).toHaveAttribute(
      'href',
      /\/pickup\/prefill\/(outbound|inbound|transfer)\?consignmentId=/,
    );
    await shot(page, 'manifest-created');

    // they have left Ready to manifest
    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    for (const number of numbers) await expect(table.getByRole('link', { name: number })).toHaveCount(0);

    // the manifests in Manage manifests, newest first (numbers are per carrier), each with its PDF
    await page.goto(`${MELBOURNE}/manifest/manage`);
    await expect(page.getByRole('heading', { name: 'Manage manifests' })).toBeVisible({ timeout: 30_000 });
    const manifests = page.getByRole('table', { name: 'Manifests' });
    await expect(manifests.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const newestRows = Array.from({ length: madeNumbers.length }, (_, i) =>
      manifests.getByRole('row').nth(i + 1),
    );
    const newestNumbers = await Promise.all(
      newestRows.map(async (row) => (await row.getByRole('link').first().textContent()) ?? ''),
    );
    expect([...newestNumbers].sort()).toEqual([...madeNumbers].sort());
    await shot(page, 'manifest-manage');
    const newest = newestRows[0] ?? manifests.getByRole('row').nth(1);
    const manifestNumber = newestNumbers[0] ?? '';
    const pdfHref = await newest
      .getByRole('link', { name: `PDF of manifest ${manifestNumber}` })
      .getAttribute('href');
    await page.goto(pdfHref ?? '');
    await expect(page.getByTitle(`Manifest ${manifestNumber}`)).toBeVisible({ timeout: 30_000 });
    await shot(page, 'manifest-pdf');

    // an edit of a manifested consignment is refused with the already-manifested screen
    await page.goto(`${MELBOURNE}/manifest/manage`);
    await newest.getByRole('link', { name: manifestNumber, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Manifest ${manifestNumber}` })).toBeVisible({
      timeout: 30_000,
    });
    const manifestPage = page.url();
    await page.getByRole('table', { name: 'Staged consignments' }).getByRole('link').first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Manifest created' })).toBeVisible();
    const consignmentUrl = page.url();
    await page.goto(`${consignmentUrl.replace(/\?.*$/, '')}/edit`);
    await expect(page.getByText(/already been manifested/i).first()).toBeVisible();
    await shot(page, 'manifest-edit-refused');

    // the carrier acknowledges and accepts every consignment through the carrier API, with its demo key
    const manifestId = /\/manifest\/(\d+)/.exec(manifestPage)?.[1] ?? '';
    const sender = await page.request.get(`/api/sender/v0/manifests/${manifestId}`);
    const { data: manifest } = (await sender.json()) as {
      data: { carrier: { name: string }; consignments: { id: string }[] };
    };
    const keys = JSON.parse(readFileSync(join(serverDataDir(), 'demo-carrier-keys.json'), 'utf8')) as {
      carrierName: string;
      key: string;
    }[];
    const key = keys.find((k) => k.carrierName === manifest.carrier.name)?.key ?? '';
    const headers = { authorization: `Bearer ${key}` };
    const carrierApi = `/api/carrier/v0/manifests/${manifestId}`;
    const acknowledged = await page.request.post(`${carrierApi}/acknowledgement`, {
      headers,
      data: { data: { accept: true, reference: 'PU-E2E-1' } },
    });
    expect(acknowledged.status()).toBe(200);
    for (const staged of manifest.consignments) {
      const answered = await page.request.put(`${carrierApi}/consignments/${staged.id}`, {
        headers,
        data: { data: { status: 'accepted' } },
      });
      expect(answered.status()).toBe(200);
    }
    await page.goto(manifestPage);
    await expect(page.getByLabel('Manifest status')).toHaveText('Completed');
    await expect(page.getByLabel('Carrier acknowledgement')).toContainText('carrier reference PU-E2E-1');
    const answers = page.getByRole('table', { name: 'Staged consignments' });
    await expect(answers.getByText('Accepted')).toHaveCount(manifest.consignments.length);
    await shot(page, 'manifest-accepted');
  });

  test('a carrier’s long reference, rejection code and docket number wrap inside the page, not past it', async ({
    page,
  }) => {
    await signInThroughApiAt(page, `${MELBOURNE}/manifest/manage`);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const ready = await page.request.get(
      '/api/sender/v0/consignments?filter[site.id]=1&filter[readyToManifest]=true&page[limit]=1',
    );
    const [consignment] = ((await ready.json()) as { data: { id: string }[] }).data;
    if (!consignment) throw new Error('nothing ready to manifest');
    const docket = 'D'.repeat(50);
    const created = await page.request.post('/api/sender/v0/manifests', {
      headers: { 'x-csrf-token': csrf },
      data: {
        data: {
          type: 'manifests',
          attributes: {
            siteId: '1',
            consignments: [
              {
                consignmentId: consignment.id,
                pallets: { transferType: 'carrier', docketNumbers: [docket] },
              },
            ],
          },
        },
      },
    });
    expect(created.status()).toBe(201);
    const [manifest] = ((await created.json()) as { data: { id: string; carrier: { name: string } }[] }).data;
    if (!manifest) throw new Error('no manifest made');
    const keys = JSON.parse(readFileSync(join(serverDataDir(), 'demo-carrier-keys.json'), 'utf8')) as {
      carrierName: string;
      key: string;
    }[];
    const headers = {
      authorization: `Bearer ${keys.find((k) => k.carrierName === manifest.carrier.name)?.key}`,
    };
    const carrierApi = `/api/carrier/v0/manifests/${manifest.id}`;
    const code = `DAMAGED_FREIGHT_${'X'.repeat(34)}`;
    const reference = `PU_${'R'.repeat(47)}`;
    expect(
      (
        await page.request.post(`${carrierApi}/acknowledgement`, {
          headers,
          data: { data: { accept: true, reference } },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.put(`${carrierApi}/consignments/${consignment.id}`, {
          headers,
          data: { data: { status: 'rejected', code } },
        })
      ).status(),
    ).toBe(200);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${MELBOURNE}/manifest/${manifest.id}`);
      await expect(page.getByLabel('Carrier acknowledgement')).toContainText(reference);
      const answers = page.getByRole('table', { name: 'Staged consignments' });
      await expect(answers.getByText(`Rejected (code ${code})`)).toBeAttached();
      await expect(answers.getByText(docket)).toBeAttached();
      // on a phone the table scrolls in its own box; the page itself never widens
      expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
