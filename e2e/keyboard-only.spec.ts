import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { tabAndType, tabTo } from './support/keyboard';
import { DEMO_PASSWORD } from './support/sign-in';

/**
 * A shipper's day without a mouse: nothing here clicks. Focus moves with Tab, Shift+Tab and the arrow keys, and
 * controls answer Enter, Space and Escape, so every step proves the control is in the tab order and works from
 * the keyboard.
 */
const RECEIVER = 'Osborne Park Electrical Wholesale';

/** Goes back up to a header menu's button, opens it and moves down it to an item. */
async function chooseFromMenu(
  page: Page,
  button: Locator,
  item: string,
  { back = true } = {},
): Promise<void> {
  await tabTo(page, button, { back });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  const target = page.getByRole('menuitem', { name: item, exact: true });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await page.locator(':focus').textContent())?.trim() === item) break;
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Types into a combobox and takes the first option it offers. */
async function pickOption(
  page: Page,
  combobox: Locator,
  text: string,
  option: string | RegExp,
): Promise<void> {
  await tabAndType(page, combobox, text, 80);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('a keyboard-only day: sign in, change site, book a consignment, print its label, act on it in Ready to manifest', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // sign in: the login form starts in its first field
  await page.goto('/login');
  await expect(page.getByLabel('Username or email')).toBeFocused();
  await page.keyboard.type('demo');
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD, 1);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  const siteButton = page.getByRole('button', { name: /^Site (?!settings)/ });
  await expect(siteButton).toContainText('Melbourne DC');

  // after a move to another screen focus is on its main content; on a fresh load the first Tab reaches the skip
  // link, whose Enter passes the header
  await expect(page.getByRole('main')).toBeFocused();
  await page.reload();
  await expect(siteButton).toContainText('Melbourne DC');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // change site from the header's Site menu, confirming in the dialog: to Sydney Warehouse and back
  for (const [search, name] of [
    ['Sydney', 'Sydney Warehouse'],
    ['Melbourne', 'Melbourne DC'],
  ] as const) {
    if (name === 'Melbourne DC') {
      // back again from a fresh load (F5): Tab to the skip link and past the header, as at the start
      await page.reload();
      await expect(siteButton).toContainText('Sydney Warehouse');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
    await tabTo(page, siteButton, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Search sites' })).toBeFocused();
    await page.keyboard.type(search);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const changeSite = page.getByRole('dialog', { name: 'Change site?' });
    await expect(changeSite).toBeVisible();
    await tabTo(page, changeSite.getByRole('button', { name: 'Yes, change site' }), { max: 6 });
    await page.keyboard.press('Enter');
    await expect(siteButton).toContainText(name);
    // focus is back on the Site button, where the change began
    await expect(siteButton).toBeFocused();
  }
  await expect(siteButton).toContainText('Melbourne DC');

  // create an outbound consignment from the Consignments menu, which follows the Site button in the header
  await chooseFromMenu(page, page.getByRole('button', { name: 'Consignments' }), 'Create', { back: false });
  await expect(page.getByRole('heading', { name: 'Create outbound consignment', level: 1 })).toBeVisible();

  // the sender: a typed address (a radio group moves with the arrow keys)
  const sender = page.getByRole('region', { name: 'Sender' });
  await tabTo(page, sender.getByRole('radio', { checked: true }), { max: 60 });
  const newAddress = sender.getByRole('radio', { name: 'New address' });
  for (let presses = 0; presses < 3 && !(await newAddress.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(newAddress).toBeChecked();
  await tabAndType(page, sender.getByLabel('Sender name'), 'Melbourne DC');
  await tabAndType(page, sender.getByLabel('Sender street address'), '200 Spencer St');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Sender suburb, state and postcode' }),
    'melbourne 3000',
    'Melbourne VIC 3000',
  );
  await expect(page.getByRole('combobox', { name: 'Sender suburb, state and postcode' })).toHaveValue(
    /Melbourne VIC 3000/,
  );

  // the receiver from the address book
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Receiver address book entry' }),
    'Osborne',
    new RegExp(RECEIVER),
  );
  await expect(
    page.getByRole('region', { name: 'Receiver' }).getByText('28 Hasler Rd, Osborne Park WA 6017'),
  ).toBeVisible();

  // two lines from shipping item presets, by their quick access codes
  await tabAndType(page, page.getByLabel('Line 1 quick access code'), 'CTN-M', 80);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Medium carton');
  await tabTo(page, page.getByRole('button', { name: 'Add line' }));
  await page.keyboard.press('Enter');
  await tabAndType(page, page.getByLabel('Line 2 quick access code'), 'SAT-A4', 20);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Line 2 description')).toHaveValue('A4 satchel');

  // quotes: choose one other than the recommended one
  await tabTo(page, page.getByRole('button', { name: 'Get quotes' }), { max: 80 });
  await page.keyboard.press('Enter');
  const quotes = page.getByRole('region', { name: 'Choose a quote' });
  await expect(quotes.getByText('Recommended')).toBeVisible();
  // the button spun disabled while it asked; the focus is back on it, not at the top of the page
  await expect(page.getByRole('button', { name: 'Get quotes again' })).toBeFocused();
  await expectAccessible(page, 'Create outbound consignment with quotes');
  // the quotes are a choice of one: Tab reaches the chosen radio, an arrow key chooses the next
  const chosen = quotes.getByRole('radio', { checked: true });
  const recommended = (await chosen.getAttribute('aria-label')) ?? '';
  await tabTo(page, chosen, { max: 80 });
  await page.keyboard.press('ArrowDown');
  const now = quotes.getByRole('radio', { checked: true });
  await expect(now).toHaveCount(1);
  await expect(now).not.toHaveAttribute('aria-label', recommended);
  await expect(now).toBeFocused();

  // save, then open its label from the next steps
  await tabTo(page, page.getByRole('button', { name: 'Create consignment' }), { max: 80 });
  await page.keyboard.press('Enter');
  const next = page.getByRole('region', { name: 'Next steps' });
  const created = next.getByRole('heading', { name: /^Consignment \S+ created$/ });
  await expect(created).toBeVisible();
  const consignmentNo = ((await created.textContent()) ?? '').split(' ')[1] ?? '';
  expect(consignmentNo).not.toBe('');
  await expectAccessible(page, 'Consignment created');
  await tabTo(page, next.getByRole('link', { name: 'Print labels' }), { max: 80 });
  const labelTab = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const label = await labelTab;
  await expect(label).toHaveURL(/\/document\/label\/\d+\?labelUrl=label\.pdf$/);
  await label.close();

  // find it in Ready to manifest (Alt+Shift+M), select it and print its documents
  await page.keyboard.press('Alt+Shift+M');
  await expect(page.getByRole('heading', { name: 'Ready to manifest', level: 1 })).toBeVisible();
  await tabAndType(page, page.getByRole('textbox', { name: 'Search' }), consignmentNo, 80);
  const table = page.getByRole('table', { name: 'Consignments' });
  await expect(table.getByRole('link', { name: consignmentNo })).toBeVisible();
  const select = table.getByRole('checkbox', { name: `Select consignment ${consignmentNo}` });
  await tabTo(page, select, { max: 40 });
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  const toolbar = page.getByRole('toolbar', { name: 'Selected consignments' });
  await expect(toolbar.getByText('1 selected')).toBeVisible();
  const printLabels = toolbar.getByRole('button', { name: 'Print labels' });
  await tabTo(page, printLabels, { back: true });
  // one PDF of the selection's labels: made on the server, then opened in a new tab
  const combined = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const documents = page.getByRole('dialog', { name: 'Labels of the selected consignments' });
  await expect(documents).toBeVisible();
  const labelsTab = await combined;
  await expect(labelsTab).toHaveURL(/\/api\/sender\/v0\/documents\/[0-9a-f-]{36}$/);
  await labelsTab.close();
  const openLink = documents.getByRole('link', { name: 'Open the labels PDF' });
  await expect(openLink).toBeVisible();
  await expectAccessible(page, 'Labels of the selected consignments');
  // focus stays inside the dialog however far Tab goes, and comes back to the button when it closes
  await tabTo(page, openLink, { max: 6 });
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(documents.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(documents).toBeHidden();
  await expect(printLabels).toBeFocused();

  // the shortcuts are documented from the user menu, and Alt+Shift+K opens the same list
  await chooseFromMenu(page, page.getByRole('button', { name: /^User menu/ }), 'Keyboard shortcuts');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByRole('table', { name: 'Shortcuts' })).toContainText('Go to Ready to manifest');
  await expectAccessible(page, 'Keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeFocused();
  await page.keyboard.press('Alt+Shift+K');
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('Escape');

  // Alt+Shift+T goes to Track consignments
  await page.keyboard.press('Alt+Shift+T');
  await expect(page.getByRole('heading', { name: 'Track consignments', level: 1 })).toBeVisible();
});
