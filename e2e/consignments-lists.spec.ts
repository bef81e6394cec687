import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughApiAt } from './support/sign-in';
import { saveShot } from './support/shots';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE = '/site/1';

const shot = (page: Page, name: string) => saveShot(page, name, { fromTop: true });

/** The URL of the consignments API the page asked for last. */
function listRequest(page: Page) {
  return page.waitForRequest((request) => request.url().includes('/api/sender/v0/consignments?'));
}

test.describe('consignment lists', () => {
  test('ready to manifest at Melbourne DC: filter, search by reference, open a consignment and its label', async ({
    page,
  }) => {
    await signInThroughApiAt(page, `${MELBOURNE}/consignment/ready-to-manifest`);
    await expect(page.getByRole('heading', { name: 'Ready to manifest' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Consignments' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^Showing 1–30 of \d+\+? consignments$/)).toBeVisible();
    await shot(page, 'ready-to-manifest');

    // M08: the type filter goes into the URL and the search
    const typed = listRequest(page);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Outbound' }).click();
    expect(decodeURIComponent((await typed).url())).toContain('filter[type]=outbound');
    await expect(page).toHaveURL(/type=outbound/);

    // search by the first row's reference, once the filtered list is shown: every row is outbound
    await expect(table.getByRole('row').filter({ hasNotText: 'Outbound' })).toHaveCount(1);
    const firstRow = table.getByRole('row').nth(1);
    // number and reference read from one rendering of the row, so a re-render cannot pair two rows
    const [number, referenceCell] = await firstRow.evaluate((row) => [
      row.querySelector('a')?.textContent ?? '',
      row.querySelectorAll('td')[3]?.textContent ?? '',
    ]);
    const reference = referenceCell?.split(',')[0]?.trim() ?? '';
    expect(reference).toMatch(/^PO-/);
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    await expect(table.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d of \d consignments?$/)).toBeVisible();

    // the CSV link is the same search
    const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(decodeURIComponent(csv ?? '')).toContain(`search=${reference}`);
    const csvAnswer = await page.request.get(csv ?? '');
    expect(csvAnswer.status()).toBe(200);
    expect(await csvAnswer.text()).toContain(number);

    // select it: labels and a manifest of it
    await table.getByRole('checkbox', { name: `Select consignment ${number}` }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected consignments' });
    await expect(toolbar.getByText('1 selected')).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Create manifest' })).toHaveAttribute(
      'href',
      /\/site\/1\/manifest\/create\?consignmentId=\d+/,
    );
    await shot(page, 'ready-to-manifest-search');

    await table.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Consignment created|Manifest created|Consignment with issues/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
    await shot(page, 'view-consignment');

    // the label in the document route: polled with HEAD, then shown from its GET
    const labelHref = await page
      .getByRole('region', { name: 'Documents' })
      .getByRole('link', { name: /^Label/ })
      .first()
      .getAttribute('href');
    expect(labelHref).toMatch(/^\/document\/label\/\d+\?labelUrl=label\.pdf$/);
    const pdf = page.waitForResponse(
      (response) => response.url().endsWith('/label.pdf') && response.request().method() === 'GET',
    );
    await page.goto(labelHref ?? '');
    await expect(page.getByRole('heading', { name: 'View document' })).toBeVisible();
    const answer = await pdf;
    // shown from the copy read with GET: the API's own answers may not be framed
    await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
    await shot(page, 'document-label');

    // N02: the optional format segment; N05: a manifest of the demo's past days
    await page.goto(labelHref?.replace('?', '/pdf?') ?? '');
    await expect(page.locator('iframe')).toBeVisible({ timeout: 30_000 });
    await page.goto('/document/manifest/1');
    await expect(page.getByTitle(/^Manifest ([A-Z0-9]+-)?MAN\d{7}$/)).toBeVisible({ timeout: 30_000 });
  });

  test('track consignments: the overdue filter, and the organisation’s consignments in org context', async ({
    page,
  }) => {
    await signInThroughApiAt(page, `${MELBOURNE}/consignment/track`);
    await expect(page.getByRole('heading', { name: 'Track consignments' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Consignments' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const overdue = listRequest(page);
    await page.getByRole('switch', { name: /Overdue/ }).click();
    await expect(page.getByRole('switch', { name: /Overdue/ })).toBeChecked();
    expect(decodeURIComponent((await overdue).url())).toContain('filter[overdue]=true');
    await expect(page).toHaveURL(/overdue=true/);
    await expect(page.getByText(/^(Showing 1–\d+ of \d+\+? consignments?|No consignments)$/)).toBeVisible();
    await shot(page, 'track-overdue');

    // org context: the same screen over the organisation's sites, each row naming its site
    const orgList = listRequest(page);
    const path = new URL(page.url());
    const user = (await (await page.request.get('/api/org/user')).json()) as {
      user: { sites: { name: string; organisation: { id: string } }[] };
    };
    const orgId = user.user.sites.find((site) => site.name === 'Melbourne DC')?.organisation.id ?? '1';
    await page.goto(`/org/${orgId}/consignment/track${path.search}`);
    await expect(page.getByRole('heading', { name: 'Track consignments' })).toBeVisible();
    expect(decodeURIComponent((await orgList).url())).toContain(`filter[organisation.id]=${orgId}`);
    await expect(page.getByRole('switch', { name: /Overdue/ })).toBeChecked();
    const all = listRequest(page);
    await page.getByRole('switch', { name: /Overdue/ }).click();
    expect(decodeURIComponent((await all).url())).not.toContain('filter[overdue]');
    await page.waitForLoadState('networkidle');
    await expect(table.getByRole('columnheader', { name: 'Site' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'track-org');

    // sorting by weight asks the server with the tiebreak
    const sorted = listRequest(page);
    await table.getByRole('button', { name: /^Weight/ }).click();
    expect(decodeURIComponent((await sorted).url())).toContain('sort=weight,-updated');
  });
});
