import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInThroughApi } from './support/sign-in';
import { quoteAndCreate } from './support/shipment-form';
import { SHOTS } from './support/shots';

const MANAGE = '/site/1/order/manage';

/** Demo data: Melbourne DC's first four open orders are two customers' pairs (SO-48210/11 and SO-48212/13). */
async function openOrders(page: Page, search: string) {
  await page.goto(`${MANAGE}?q=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { name: 'Manage orders' })).toBeVisible();
  return page.getByRole('table', { name: 'Orders' });
}

async function createFromChosen(page: Page, orderNumbers: string[]) {
  for (const number of orderNumbers) await page.getByLabel(`Choose order ${number}`).check();
  const label =
    orderNumbers.length > 1 ? `Create consignment from ${orderNumbers.length} orders` : 'Create consignment';
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'Create outbound consignment' })).toBeVisible();
  // prefilled from the orders: the dock, the receiver and every order's lines
  await expect(page.getByLabel('Sender street address')).toHaveValue('45 Dohertys Rd');
}

async function quoteAndBook(page: Page) {
  const { heading } = await quoteAndCreate(page);
  return (await heading.textContent())?.split(' ')[1] ?? '';
}

test.describe('orders', () => {
  test('makes one consignment from two orders of one receiver, which then leave the open orders', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, 'demo');
    const table = await openOrders(page, 'SO-4821');
    await expect(table.getByText('SO-48210')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders-manage.png`, fullPage: true });

    await createFromChosen(page, ['SO-48210', 'SO-48211']);
    const references = page.getByRole('combobox', { name: /^References/ });
    await expect(page.getByText('SO-48210', { exact: true })).toBeVisible();
    await expect(page.getByText('SO-48211', { exact: true })).toBeVisible();
    await expect(references).toBeVisible();
    await expect(page.getByLabel('Line 1 description')).not.toHaveValue('');
    await page.screenshot({ path: `${SHOTS}/orders-consignment-prefilled.png`, fullPage: true });
    const fromOrders = page.url();
    const consignmentNo = await quoteAndBook(page);
    expect(consignmentNo).not.toBe('');

    // the same address opened again says the orders are consigned, and where, in place of a form
    await page.goto(fromOrders);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'A consignment has already been made from this order' });
    await expect(notice.getByRole('link', { name: consignmentNo }).first()).toBeVisible();
    await expect(page.getByLabel('Dispatch date')).toHaveCount(0);
    await expectAccessible(page, 'Orders already consigned');

    const open = await openOrders(page, 'SO-4821');
    await expect(open.getByText('SO-48212')).toBeVisible();
    await expect(open.getByText('SO-48210')).toHaveCount(0);
    await expect(open.getByText('SO-48211')).toHaveCount(0);
    await page.locator('label', { hasText: 'Consigned' }).click();
    const consigned = page.getByRole('table', { name: 'Orders' });
    await expect(
      consigned.getByRole('row', { name: /SO-48210/ }).getByRole('link', { name: consignmentNo }),
    ).toBeVisible();
    await expect(
      consigned.getByRole('row', { name: /SO-48211/ }).getByRole('link', { name: consignmentNo }),
    ).toBeVisible();
  });

  test('adds a second order of the same receiver to its first order’s consignment, as suggested', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, 'demo');
    await openOrders(page, 'SO-48212');
    await createFromChosen(page, ['SO-48212']);
    const first = await quoteAndBook(page);

    await openOrders(page, 'SO-48213');
    await createFromChosen(page, ['SO-48213']);
    await page.getByRole('button', { name: 'Get quotes' }).click();
    const suggestions = page.getByRole('region', { name: 'Add to an existing consignment' });
    await expect(suggestions.getByText(first, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders-consolidation.png`, fullPage: true });
    await suggestions.getByRole('button', { name: `Add to ${first}` }).click();

    await expect(page.getByText(`Consignment ${first} saved`)).toBeVisible();
    await expect(page).toHaveURL(/\/site\/1\/consignment\/\d+$/);
    const consigned = await openOrders(page, 'SO-48213');
    await expect(consigned.getByText('SO-48213')).toHaveCount(0);
    await page.locator('label', { hasText: 'Consigned' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Orders' })
        .getByRole('row', { name: /SO-48213/ })
        .getByRole('link', { name: first }),
    ).toBeVisible();
  });

  test('on a phone, the consignment to join fits the page and its Add button is reached; the order’s number joins its references', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, 'demo');
    // Demo data: SO-48228 and SO-48229 go to Sydney Road Textiles on the same day
    await openOrders(page, 'SO-48228');
    await createFromChosen(page, ['SO-48228']);
    const first = await quoteAndBook(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await openOrders(page, 'SO-48229');
    await createFromChosen(page, ['SO-48229']);
    await page.getByRole('button', { name: 'Get quotes' }).click();
    const suggestions = page.getByRole('region', { name: 'Add to an existing consignment' });
    const add = suggestions.getByRole('button', { name: `Add to ${first}` });
    await expect(add).toBeAttached();
    // the table scrolls sideways in its own box: the page itself never does
    const scrollWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await add.scrollIntoViewIfNeeded();
    const box = await add.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await add.click();

    await expect(page.getByText(`Consignment ${first} saved`)).toBeVisible();
    await expect(page.getByText(/SO-48228.*SO-48229/)).toBeVisible();
  });
});
