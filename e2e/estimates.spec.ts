import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, signInThroughApiAt } from './support/sign-in';
import { addPresetLine, changeSite, pickLocality, pickReceiverEntry } from './support/shipment-form';
import { SHOTS } from './support/shots';

/** A Perth receiver in Melbourne DC's address book (demo data). */
const RECEIVER = 'Osborne Park Electrical Wholesale';

async function switchToMelbourne(page: Page) {
  await page.goto('/site/2/address-book');
  await changeSite(page, /Melbourne DC/);
  await expect(page).toHaveURL(/\/site\/1\/address-book$/);
}

/** Melbourne DC's suburb (the demo sites have no street address of their own) to the Perth receiver. */
async function fillParties(page: Page) {
  await page.getByRole('region', { name: 'Sender' }).getByText('Suburb only').click();
  await pickLocality(page, 'Sender suburb, state and postcode', 'melbourne 3000', 'Melbourne VIC 3000');
  await pickReceiverEntry(page, 'Osborne', RECEIVER);
}

test.describe('estimates', () => {
  test('creates an outbound estimate to Perth from presets, compares and saves two quotes, then finds it', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await switchToMelbourne(page);
    await page.getByRole('button', { name: 'Estimates' }).click();
    await page.getByRole('menuitem', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/site\/1\/estimate\/create\/outbound$/);
    await expect(page.getByRole('heading', { name: 'Create estimate' })).toBeVisible();

    // the demo sites have no street address of their own, so the sender is Melbourne DC's suburb
    await fillParties(page);
    await expect(
      page.getByRole('region', { name: 'Receiver' }).getByText('28 Hasler Rd, Osborne Park WA 6017'),
    ).toBeVisible();

    // M29: a new line starts at quantity 1; a preset's code fills the line in cm and kg
    await expect(page.getByLabel('Line 1 quantity')).toHaveValue('1');
    await addPresetLine(page, 1, 'ctn-m', 'Medium carton');
    await page.getByLabel('Line 1 quantity').fill('3');
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByLabel('Line 2 quantity')).toHaveValue('1');
    await addPresetLine(page, 2, 'SAT-A4', 'A4 satchel');

    // Melbourne DC sends dangerous goods, so a line can carry them
    await page.getByRole('button', { name: 'Add dangerous goods to line 2' }).click();
    await expect(page.getByLabel('Line 2 UN number')).toBeVisible();
    await page.getByRole('button', { name: 'Remove dangerous goods' }).click();
    await expect(page.getByLabel('Line 2 UN number')).toBeHidden();

    await page.getByRole('button', { name: 'Get quotes' }).click();
    const quotes = page.getByRole('region', { name: 'Compare quotes' });
    await expect(quotes.getByText('Recommended')).toBeVisible();
    const estimateNumber =
      (await quotes.getByText(/^Estimate /).textContent())?.replace('Estimate ', '') ?? '';
    expect(estimateNumber).not.toBe('');

    // the fees of a quote on demand; unselectable quotes keep their reason and have no checkbox
    const boxes = quotes.getByRole('checkbox');
    const firstBox = boxes.first();
    const firstService = ((await firstBox.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
    await quotes.getByRole('button', { name: `Fees for ${firstService}` }).click();
    await expect(page.getByRole('table', { name: `Price breakdown of ${firstService}` })).toContainText(
      'GST',
    );
    await page.keyboard.press('Escape');
    const secondService = ((await boxes.nth(1).getAttribute('aria-label')) ?? '').replace(/^Select /, '');
    await firstBox.check();
    await boxes.nth(1).check();
    await expect(quotes.getByText('2 selected')).toBeVisible();
    // from the top, so the sticky header is drawn once
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}/estimate-create-quotes.png`, fullPage: true });

    await quotes.getByRole('button', { name: 'Save estimate' }).click();
    await expect(page.getByText(`Estimate ${estimateNumber} saved`)).toBeVisible();
    await expect(page).toHaveURL(/\/site\/1\/estimate\/\d+$/);
    await expect(page.getByRole('heading', { name: `Estimate ${estimateNumber}` })).toBeVisible();

    // found in Manage estimates, newest first, and opened from its row
    await page.getByRole('button', { name: 'Estimates' }).click();
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    await expect(page.getByRole('heading', { name: 'Manage estimates' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(estimateNumber) });
    await expect(row).toContainText(RECEIVER);
    await expect(row).toContainText('2 selected');
    await page.mouse.move(960, 700);
    await expect(page.getByRole('menuitem', { name: 'Manage' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/estimates-manage.png`, fullPage: true });
    await row.getByRole('cell').nth(4).click();
    await expect(page.getByRole('heading', { name: `Estimate ${estimateNumber}` })).toBeVisible();
    const saved = page.getByRole('region', { name: 'Quotes' });
    await expect(saved.getByText('2 selected')).toBeVisible();
    await expect(saved.getByRole('row', { selected: true })).toHaveCount(2);
    await expect(saved.getByRole('row', { selected: true }).first()).toContainText(
      firstService.split(' ')[0] ?? '',
    );
    await expect(saved.getByRole('row', { selected: true }).nth(1)).toContainText(
      secondService.split(' ')[0] ?? '',
    );
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}/estimate-view.png`, fullPage: true });

    // edited in the create screen, which starts from the saved estimate and its selection
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: `Edit estimate ${estimateNumber}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Receiver address book entry' })).toHaveValue(RECEIVER);
    await expect(page.getByLabel('Line 1 quantity')).toHaveValue('3');
    await expect(page.getByRole('region', { name: 'Compare quotes' }).getByText('2 selected')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Estimate ${estimateNumber}` })).toBeVisible();

    // deleted after confirming, and gone from the list
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete estimate ${estimateNumber}?` });
    await expect(confirm).toContainText(`Estimate ${estimateNumber} and its quotes will be deleted.`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Estimate ${estimateNumber} deleted`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage estimates' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(estimateNumber) })).toHaveCount(0);
  });
});

test.describe('estimate form', () => {
  test('asks before leaving unsaved edits, and refuses a line without measures', async ({ page }) => {
    await signInThroughApiAt(page, '/site/1/estimate/create/outbound');
    await expect(page.getByRole('heading', { name: 'Create estimate' })).toBeVisible();
    await page.getByLabel('Line 1 description').fill('Spare parts');
    await page.getByRole('button', { name: 'Get quotes' }).click();
    await expect(page.getByRole('region', { name: 'Receiver' }).getByText('Cannot be blank')).toBeVisible();
    await expect(page.getByLabel('Line 1 weight (kg)')).toHaveAttribute('aria-invalid', 'true');

    await page
      .locator('label')
      .filter({ hasText: /^Inbound$/ })
      .click();
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/estimate\/create\/outbound$/);
    await expect(page.getByLabel('Line 1 description')).toHaveValue('Spare parts');
  });
});

test.describe('estimate quotes', () => {
  test('come back stale when the form changed while they were being worked out', async ({ page }) => {
    await signInThroughApiAt(page, '/site/1/estimate/create/outbound');
    await fillParties(page);
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');

    // the estimate is priced while the quantity changes under it
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/api/sender/v0/estimates', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Get quotes' }).click();
    await expect.poll(() => asked).toBe(true);
    await page.getByLabel('Line 1 quantity').fill('5');
    release();
    const quotes = page.getByRole('region', { name: 'Compare quotes' });
    await expect(quotes.getByText('Recommended')).toBeVisible();
    await expect(
      page.getByText('The details changed since these quotes. Get quotes again before saving.'),
    ).toBeVisible();
  });
});
