import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughApiAt } from './support/sign-in';
import { saveShot } from './support/shots';

/** Demo data: Melbourne DC (site 1) has import on under the manual transfer policy. */
const MELBOURNE = '/site/1';
const SAMPLE = 'apps/server/src/modules/consignment-import/consignments-import-example.csv';

const shot = (page: Page, name: string) => saveShot(page, name);

test.describe('consignment import', () => {
  test('the sample file imports with a progress bar; an unknown locality is fixed with the locality picker and leaves Resolve consignment issues', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApiAt(page, `${MELBOURNE}/consignment/issues`);
    await expect(page.getByRole('heading', { name: 'Resolve consignment issues' })).toBeVisible({
      timeout: 30_000,
    });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV file' }).click();
    await (await chooser).setFiles(SAMPLE);
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(
        /Import finished\. 16 of 16 rows read: 15 consignments made, \d+ with issues, 1 refused/,
      ),
    ).toBeVisible({
      timeout: 60_000,
    });
    const refused = page.getByRole('table', { name: 'Refused rows' });
    await expect(
      refused.getByRole('row', { name: /17 SO-240116 The receiver's name is missing/ }),
    ).toBeVisible();
    await shot(page, 'import-finished');

    const table = page.getByRole('table', { name: 'Consignments' });
    const fitzroy = table.getByRole('row').filter({ hasText: 'Fitzroy Bike Workshop' });
    await expect(fitzroy.getByText(/We could not find Fitzroyy VIC 3065/)).toBeVisible({ timeout: 30_000 });
    await shot(page, 'resolve-issues');
    await fitzroy.getByRole('link').first().click();

    await expect(page.getByRole('heading', { name: /Edit consignment/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/We could not find Fitzroyy VIC 3065/)).toBeVisible();
    const locality = page.getByRole('combobox', { name: 'Receiver suburb, state and postcode' });
    await locality.click();
    await locality.fill('fitzroy 3065');
    await page.getByRole('option', { name: 'Fitzroy VIC 3065', exact: true }).click();
    await page.getByRole('button', { name: 'Get quotes' }).click();
    const quotes = page.getByRole('region', { name: 'Choose a quote' });
    await expect(quotes.getByRole('row', { selected: true })).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save consignment' }).click();
    await expect(page.getByText(/Consignment .* saved/)).toBeVisible({ timeout: 30_000 });

    await page.goto(`${MELBOURNE}/consignment/issues`);
    await expect(table.getByText(/Launceston Outdoor Store/)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText('Fitzroy Bike Workshop')).toHaveCount(0);
  });
});
