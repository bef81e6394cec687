import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OwnServer, STARTUP_MS } from './support/own-server';
import { signInThroughApi, fillSignIn } from './support/sign-in';
import { SHOTS } from './support/shots';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE = '/site/1';

/** The first rows of ready to manifest: number, id and first reference of each. */
async function firstRows(page: Page, count: number) {
  await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
  const table = page.getByRole('table', { name: 'Consignments' });
  await expect(table.getByRole('row').nth(count)).toBeVisible();
  return table.evaluate((element, n) => {
    const rows = [...element.querySelectorAll('tbody tr')].slice(0, n);
    return rows.map((row) => {
      const link = row.querySelector('a');
      return {
        number: link?.textContent ?? '',
        id: link?.getAttribute('href')?.split('/').at(-1) ?? '',
        reference: row.querySelectorAll('td')[3]?.textContent?.split(',')[0]?.trim() ?? '',
      };
    });
  }, count);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search consignments' });

test.describe('global search', () => {
  test('hints under three characters, then finds a reference and opens it from the keyboard', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    const [row] = await firstRows(page, 1);
    if (!row) throw new Error('no consignment');
    expect(row.reference).toMatch(/^PO-/);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('PO');
    await expect(page.getByText('Enter 3 or more characters')).toBeVisible();
    await searchBox(page).fill(row.reference);
    const option = page.getByRole('option').filter({ hasText: row.number });
    await expect(option).toBeVisible();
    await expect(page.getByText(/^\d+ consignments? found$/)).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText(row.reference);
    await page.screenshot({ path: `${SHOTS}/global-search.png` });
    const options = await page.getByRole('option').evaluateAll((all) => all.map((o) => o.textContent ?? ''));
    const index = options.findIndex((text) => text.includes(row.number));
    for (let i = 0; i <= index; i++) await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/consignment/${row.id}$`));
    await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
  });

  test('lists the consignments recently viewed, newest first, without one deleted meanwhile', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    const rows = await firstRows(page, 3);
    for (const row of rows) {
      await page.goto(`${MELBOURNE}/consignment/${row.id}`);
      await expect(page.getByText(row.number).first()).toBeVisible();
    }
    // the second one viewed is deleted
    const gone = rows[1];
    if (!gone) throw new Error('no consignment');
    await page.goto(`${MELBOURNE}/consignment/${gone.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Consignment ${gone.number} deleted`)).toBeVisible();

    await searchBox(page).click();
    await expect(page.getByText('Recently viewed')).toBeVisible();
    const listed = page.getByRole('listbox', { name: 'Consignments' }).getByRole('option');
    await expect(listed).toHaveCount(2);
    await expect(listed.nth(0)).toContainText(rows[2]?.number ?? '');
    await expect(listed.nth(1)).toContainText(rows[0]?.number ?? '');
    await page.screenshot({ path: `${SHOTS}/recently-viewed.png` });
  });
});

test.describe('global search against a server that stops', () => {
  // a server of this journey's own (its first start loads the demo data): stopping it leaves the shared server
  // running for the other journeys
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(STARTUP_MS + 30_000);
    server = await OwnServer.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('says the search is unavailable while its server is stopped, and finds again once it is back', async ({
    page,
  }) => {
    if (!server) throw new Error('the server did not start');
    test.setTimeout(120_000);
    await page.goto(`${server.baseURL}/login`);
    await fillSignIn(page, 'demo');
    // just started, the server still runs its first background jobs on its one embedded connection, so on a busy
    // machine signing in can take longer than the usual wait
    await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
    await page.goto(`${server.baseURL}${MELBOURNE}/consignment/ready-to-manifest`);
    await expect(page.getByRole('table', { name: 'Consignments' }).getByRole('row').nth(1)).toBeVisible();

    await server.stop();
    await searchBox(page).fill('PO-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Search is temporarily unavailable.' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-unavailable.png` });

    await server.start();
    await searchBox(page).fill('PO-');
    await expect(page.getByText(/^\d+ consignments? found$/)).toBeVisible();
    await expect(page.getByText('Search is temporarily unavailable.')).toBeHidden();
  });
});
