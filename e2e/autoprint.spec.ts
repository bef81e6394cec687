import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughApi } from './support/sign-in';
import { addPresetLine, fillConsignmentParties, quoteAndCreate } from './support/shipment-form';
import { SHOTS } from './support/shots';

const MELBOURNE = '/site/1';
const AGENT = resolve(import.meta.dirname, '../apps/print-agent/bin/freight-print-agent.mjs');

async function createConsignment(page: Page) {
  await page.goto(`${MELBOURNE}/consignment/create/outbound`);
  await fillConsignmentParties(page);
  await addPresetLine(page, 1, 'CTN-M', 'Medium carton');
  await expect(page.getByLabel('Print labels automatically')).toBeChecked();
  await expect(page.getByLabel('Print connote automatically')).toBeChecked();
  const { next, heading } = await quoteAndCreate(page);
  // with the agent running, the next steps print through it rather than open the PDF
  await expect(next.getByRole('button', { name: 'Print labels' })).toBeVisible();
  const viewHref =
    (await next.getByRole('link', { name: 'View the consignment' }).getAttribute('href')) ?? '';
  return { consignmentNo: ((await heading.textContent()) ?? '').split(' ')[1] ?? '', viewHref };
}

test.describe('autoprint', () => {
  test('a key, an agent in folder mode, default printers, and a booked consignment printed into the folder', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, 'demo');
    // T02: the bare path redirects to the configuration
    await page.goto(`${MELBOURNE}/autoprint`);
    await expect(page).toHaveURL(/\/site\/1\/autoprint\/config$/);
    await expect(page.getByRole('heading', { name: 'Printing configuration' })).toBeVisible();
    const status = page.getByTestId('autoprint-status');
    await expect(status).toHaveText('Not installed');

    // T09: a site without a key is told so, and is offered no Delete
    await expect(page.getByText(/^This site has no secret key/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete secret key' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate secret key' }).click();
    const key = (await page.getByTestId('secret-key').textContent()) ?? '';
    expect(key).toMatch(/^fpa_/);
    await expect(page.getByTestId('agent-command')).toContainText(`--key ${key}`);
    await expect(page.getByText(/^Current key/)).toContainText(key.slice(0, 10));
    // shown once, the key is ready to copy, and the key and command wrap inside the card rather than past its edge
    await expect(page.getByRole('button', { name: 'Copy key' })).toBeFocused();
    for (const id of ['secret-key', 'agent-command'])
      expect(await page.getByTestId(id).evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/autoprint-key.png`, fullPage: true });

    const folder = mkdtempSync(join(tmpdir(), 'e2e-agent-folder-'));
    const home = mkdtempSync(join(tmpdir(), 'e2e-agent-home-'));
    const agent = spawn(
      process.execPath,
      [AGENT, '--server', baseURL ?? '', '--key', key, '--folder', folder, '--home', home, '--wait', '5'],
      { stdio: 'ignore' },
    );
    try {
      await expect(status).toHaveText('Running', { timeout: 30_000 });
      await expect(page.getByRole('list', { name: 'Printers' })).toContainText('PDF folder');

      await page.getByLabel('Print automatically when consignments are booked').check();
      await page.getByRole('combobox', { name: 'Default label printer' }).click();
      await page.getByRole('option', { name: 'PDF folder' }).click();
      await page.getByRole('combobox', { name: 'Default connote printer' }).click();
      await page.getByRole('option', { name: 'PDF folder' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Printing configuration saved')).toBeVisible();
      await page.getByRole('textbox', { name: 'Default labels' }).fill('2');
      await page.getByRole('button', { name: 'Save copies' }).click();
      await expect(page.getByText('Copy counts saved')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/autoprint-config.png`, fullPage: true });

      const { consignmentNo, viewHref } = await createConsignment(page);
      await expect
        .poll(
          () =>
            readdirSync(folder)
              .filter((name) => name.endsWith('.pdf'))
              .sort(),
          { timeout: 60_000 },
        )
        .toEqual([
          expect.stringMatching(new RegExp(`^${consignmentNo}-connote-.*-copy1of1\\.pdf$`)),
          expect.stringMatching(new RegExp(`^${consignmentNo}-label-.*-copy1of2\\.pdf$`)),
          expect.stringMatching(new RegExp(`^${consignmentNo}-label-.*-copy2of2\\.pdf$`)),
        ]);
      await page.goto(`${MELBOURNE}/autoprint/config`);
      const jobs = page.getByTestId('print-jobs');
      await expect(jobs.getByRole('row', { name: new RegExp(`${consignmentNo} Labels`) })).toContainText(
        'Printed',
      );
      await page.screenshot({ path: `${SHOTS}/autoprint-jobs.png`, fullPage: true });

      // printing by hand goes the same way: the connote again, into the folder
      await page.goto(viewHref);
      await page
        .getByRole('group', { name: "Send to the site's printers" })
        .getByRole('button', { name: 'Print connote' })
        .click();
      await expect(page.getByText('Sent to the printers')).toBeVisible();
      await expect
        .poll(
          () => readdirSync(folder).filter((name) => name.startsWith(`${consignmentNo}-connote-`)).length,
          {
            timeout: 60_000,
          },
        )
        .toBe(2);
    } finally {
      agent.kill('SIGTERM');
    }
  });
});
