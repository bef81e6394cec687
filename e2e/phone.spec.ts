import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { paths, publicPath } from '../apps/web/src/shared/config/paths';
import type { AppContext, ContextRouteName } from '../apps/web/src/shared/config/paths';
import { expectAccessible } from './support/axe';
import { addPresetLine, fillConsignmentParties } from './support/shipment-form';
import { signInThroughApi } from './support/sign-in';

/** Demo data: Melbourne DC is site 1 of the demo organisation. */
const MELBOURNE: AppContext = { type: 'site', id: '1' };
const at = (route: ContextRouteName) => paths.context(route, MELBOURNE);

/** The list screens, each with the name of its table. */
const lists: readonly { route: ContextRouteName; table: string }[] = [
  { route: 'consignment.readyToManifest', table: 'Consignments' },
  { route: 'track.consignments', table: 'Consignments' },
  { route: 'consignment.issues', table: 'Consignments' },
  { route: 'order.manage', table: 'Orders' },
  { route: 'estimate.manage', table: 'Estimates' },
  { route: 'pickup.manage', table: 'Pickups' },
  { route: 'manifest.manage', table: 'Manifests' },
  { route: 'addressbook.manage', table: 'Address book entries' },
  { route: 'shipping-item-presets.manage', table: 'Shipping item presets' },
];

/** Long lists of the demo data (longer than a window), each with the name of its table. */
const longLists: readonly { route: ContextRouteName; table: string }[] = [
  { route: 'track.consignments', table: 'Consignments' },
  { route: 'consignment.readyToManifest', table: 'Consignments' },
  { route: 'addressbook.manage', table: 'Address book entries' },
  { route: 'order.manage', table: 'Orders' },
];

/**
 * Scrolled to the page's foot, each long list's box still starts below the app's header, so its column headers
 * stay in view, with the paging and the footer under it.
 */
async function expectHeadersClearAtFoot(page: Page): Promise<void> {
  for (const list of longLists) {
    await test.step(list.route, async () => {
      await page.goto(at(list.route));
      const table = page.getByRole('table', { name: list.table, exact: true });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const showing = page.getByText(/^Showing \d/);
      await expect(showing).toBeVisible();
      // the root element is what scrolls the page
      const root = page.locator('html');
      await root.evaluate((html) => html.scrollTo(0, html.scrollHeight));
      await expect.poll(() => root.evaluate((html) => html.scrollTop)).toBeGreaterThan(0);
      const columnHeader = table.getByRole('columnheader').nth(1);
      await expect(columnHeader).toBeInViewport({ ratio: 1 });
      const appHeader = await page.getByRole('banner').boundingBox();
      const header = await columnHeader.boundingBox();
      // within a pixel: the page scrolls by whole pixels, the layout measures fractions of one
      expect(header?.y).toBeGreaterThanOrEqual((appHeader?.y ?? 0) + (appHeader?.height ?? 0) - 1);
      await expect(showing).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('contentinfo').getByText(/^Version /)).toBeInViewport({ ratio: 1 });
    });
  }
}

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** A browser of the receiver's or the carrier's, with no session: a phone's window too. */
const phoneContext = (browser: Browser) => browser.newContext({ viewport: { width: WIDTH, height: 844 } });

/** The page's own width: the window's on a screen that does not scroll sideways. */
const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

test.describe(`a phone, ${WIDTH} px wide`, () => {
  test('list screens keep to the window: each table scrolls sideways in its own box', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    for (const list of lists) {
      await test.step(list.route, async () => {
        await page.goto(at(list.route));
        const table = page.getByRole('table', { name: list.table, exact: true });
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        // the box becomes a named, focusable region once it measures its table wider than itself
        const box = page.getByRole('region', { name: list.table, exact: true });
        await expect(box).toHaveAttribute('tabindex', '0');
        await expect(box.getByRole('table', { name: list.table, exact: true })).toBeVisible();
        const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
        // the keyboard scrolls it
        await box.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      });
    }
    // the scrolling box as axe sees it (scrollable-region-focusable among the rest)
    await expectAccessible(page, 'A list screen on a phone');
  });

  test('a long list keeps its header in view while its rows scroll under it', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('track.consignments'));
    const table = page.getByRole('table', { name: 'Consignments', exact: true });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    // the box, no taller than the window below the app's header, brought up to that header
    const box = page.getByRole('region', { name: 'Consignments', exact: true });
    await box.evaluate((element) => element.scrollIntoView());
    // the keyboard scrolls its rows down: the first goes out of sight, the header stays at the box's top
    await box.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(firstRow).not.toBeInViewport();
    const columnHeader = table.getByRole('columnheader').nth(1);
    await expect(columnHeader).toBeInViewport({ ratio: 1 });
    const appHeader = await page.getByRole('banner').boundingBox();
    const stuck = await columnHeader.boundingBox();
    expect(stuck?.y).toBeGreaterThanOrEqual((appHeader?.y ?? 0) + (appHeader?.height ?? 0) - 1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('scrolled to the page’s foot, a long list’s column headers stay below the app’s header', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await expectHeadersClearAtFoot(page);
  });

  test('the header folds its menus behind one button, and every part of it is in the window', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('consignment.readyToManifest'));
    const toggle = page.getByRole('button', { name: 'Sites and menus' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'The header on a phone, its menus shown');
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: 'Company Demo Freight Co' }),
      header.getByRole('button', { name: 'Site Melbourne DC' }),
      ...['Orders', 'Estimates', 'Consignments', 'Pickups', 'Manifests'].map((name) =>
        nav.getByRole('button', { name }),
      ),
      header.getByRole('combobox', { name: 'Search consignments' }),
      header.getByRole('button', { name: /^Switch to/ }),
      header.getByRole('button', { name: 'Site settings' }),
      header.getByRole('button', { name: 'User menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }

    // Escape folds them, and the focus goes back to their button
    await header.getByRole('button', { name: 'Site settings' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();

    // a link chosen in a menu opens its page and folds the menus again
    await nav.getByRole('button', { name: 'Pickups' }).click();
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    await expect(page.getByRole('heading', { name: 'Manage pickups', level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('creating a consignment and viewing one keep to the window', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('consignment.create.outbound'));
    // the type switch takes a second row rather than reaching past the window
    await expect(page.getByText('Anywhere to anywhere', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    await page.goto(at('consignment.readyToManifest'));
    await page.getByRole('table', { name: 'Consignments' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'View consignment' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('the quotes show each service, its ETA and price within the window, the recommended mark whole', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('consignment.create.outbound'));
    await fillConsignmentParties(page);
    await addPresetLine(page, 1, 'CTN-M', 'Medium carton');
    await page.getByRole('button', { name: 'Get quotes' }).click();
    const quotes = page.getByRole('table', { name: 'Quotes' });
    const recommended = quotes.getByText('Recommended', { exact: true });
    await expect(recommended).toBeVisible();
    // the table fits its box: nothing of it, the prices last of all, sits past the window's edge
    const box = quotes.locator('xpath=..');
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const price = await quotes
      .getByRole('row')
      .nth(1)
      .getByText(/^\$\d+\.\d{2}$/)
      .boundingBox();
    expect((price?.x ?? WIDTH) + (price?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
    expect(await recommended.evaluate((badge) => badge.scrollWidth <= badge.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('printing configuration: a service given its own copy counts keeps the page to the window', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('autoprint.config'));
    const copies = page.getByRole('table', { name: 'Copies' });
    await expect(copies.getByRole('row').nth(1)).toBeVisible();
    // a count typed for a service, other than the default (another journey may have changed it), gives its row a
    // "Use defaults" button; nothing is saved
    const byDefault = Number(await copies.getByRole('textbox', { name: 'Default labels' }).inputValue());
    await copies
      .getByRole('textbox', { name: /labels$/ })
      .nth(1)
      .fill(String((byDefault + 1) % 10));
    await expect(copies.getByRole('button', { name: 'Use defaults' })).toBeVisible();
    const box = page.getByRole('region', { name: 'Copies', exact: true });
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('an address book entry’s opening hours, different each day, keep to the drawer', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('addressbook.manage'));
    await page.getByRole('button', { name: 'New entry' }).click();
    const drawer = page.getByRole('dialog', { name: 'New address book entry' });
    // named first, so that leaving the field does not put its error above the switch as it is clicked
    const name = drawer.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Phone Test Receiver');
    await drawer.getByRole('switch', { name: 'Keep opening hours for this location' }).check();
    await drawer.getByText('Different each day', { exact: true }).click();
    // the day's close time ends where the drawer's full-width fields end, not past them
    const closes = await drawer.getByRole('textbox', { name: 'Monday closes' }).boundingBox();
    const field = await name.boundingBox();
    expect((closes?.x ?? 0) + (closes?.width ?? 0)).toBeLessThanOrEqual(
      (field?.x ?? 0) + (field?.width ?? 0) + 0.5,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('an address book entry’s contact takes the drawer’s width, a field a line', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('addressbook.manage'));
    await page.getByRole('button', { name: 'New entry' }).click();
    const drawer = page.getByRole('dialog', { name: 'New address book entry' });
    await drawer.getByRole('button', { name: 'Add contact' }).click();
    const contact = drawer.getByRole('group', { name: 'Contact 1' });
    const widths = await Promise.all(
      ['Contact name', 'Phone (optional)', 'Email (optional)', 'Special instructions (optional)'].map(
        async (name) => (await contact.getByRole('textbox', { name, exact: true }).boundingBox())?.width ?? 0,
      ),
    );
    // each as wide as the first, none squeezed to a third of the contact beside the others
    const widest = Math.max(...widths);
    for (const width of widths) expect(width).toBeGreaterThan(widest - 1);
    expect(widest).toBeGreaterThan(WIDTH / 2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  test('the address book’s import dialog keeps to the window: its columns scroll in their own box', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('addressbook.manage'));
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import address book entries' });
    await expect(dialog.getByRole('table', { name: 'Import columns' })).toBeVisible();
    // the dialog itself does not scroll sideways: the file's field and its help stay in view together
    const sideways = await dialog.evaluate((element) => {
      const content = element.closest('.mantine-Modal-content') ?? element;
      return content.scrollWidth - content.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    await expect(dialog.getByRole('region', { name: 'Import columns' })).toHaveAttribute('tabindex', '0');
  });

  test('a shipping item preset’s form: code and type a line each, the measures two to a line', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('shipping-item-presets.manage'));
    await page.getByRole('button', { name: 'New preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New shipping item preset' });
    const box = async (name: RegExp) =>
      (await dialog.getByRole('textbox', { name }).boundingBox()) ?? undefined;
    const [code, description, length, width, height] = await Promise.all(
      [/^Quick access code/, /^Description/, /^Length/, /^Width/, /^Height/].map(box),
    );
    expect(code?.width).toBeGreaterThan((description?.width ?? 0) - 1);
    expect(length?.width).toBeGreaterThan((description?.width ?? 0) / 2 - 20);
    expect(width?.y).toBe(length?.y);
    expect(height?.y).toBeGreaterThan(length?.y ?? 0);
  });

  test('a dangerous goods preset’s form: each field takes the dialog’s width', async ({ page }) => {
    await signInThroughApi(page, 'demo');
    await page.goto(at('dangerous-goods-presets.manage'));
    await page.getByRole('button', { name: 'New preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dangerous goods preset' });
    const widthOf = async (role: 'textbox' | 'combobox', name: RegExp) =>
      (await dialog.getByRole(role, { name }).boundingBox())?.width ?? 0;
    const full = await widthOf('textbox', /^Product description/);
    for (const [role, name] of [
      ['textbox', /^UN number/],
      ['textbox', /^Proper shipping name/],
      ['combobox', /^Class or division/],
      ['combobox', /^Packing group/],
      ['textbox', /^Receptacle/],
    ] as const)
      expect(await widthOf(role, name)).toBeGreaterThan(full - 1);
  });

  test('the receiver’s tracking page: each event’s words take a line of the window’s width', async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page, 'demo');
    // the oldest first: delivered, with the carrier's events
    await page.goto(paths.context('track.consignments', MELBOURNE, undefined, { sort: 'date' }));
    await page.getByRole('table', { name: 'Consignments' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Get receiver tracking link' }).click();
    const link = (await page.getByRole('link', { name: /\/track\// }).textContent()) ?? '';
    const receiver = await phoneContext(browser);
    const tracking = await receiver.newPage();
    await tracking.goto(link);
    const events = tracking.getByRole('table', { name: 'Tracking events' });
    await expect(events.getByRole('row').first()).toBeVisible();
    // the carrier's words are a line under the time and the event, not a third column a few letters wide
    const words = await events.getByRole('row').first().getByRole('cell').nth(2).boundingBox();
    expect(words?.width ?? 0).toBeGreaterThan(WIDTH / 2);
    expect(await pageWidth(tracking)).toBeLessThanOrEqual(WIDTH);
    await receiver.close();
  });
});

test.describe('a tablet upright, 768 px wide', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('scrolled to the page’s foot, a long list’s column headers stay below the app’s header', async ({
    page,
  }) => {
    await signInThroughApi(page, 'demo');
    await expectHeadersClearAtFoot(page);
  });
});

test.describe(`signed out, a phone ${WIDTH} px wide`, () => {
  test('sign-in, password reset, terms, privacy and the carrier’s pickup page keep to the window', async ({
    page,
  }) => {
    const screens = [
      { path: paths.login(), heading: 'Log in' },
      { path: paths.forgotPassword(), heading: 'Reset your password' },
      { path: paths.termsOfUse(), heading: 'Terms of Use' },
      { path: paths.privacyPolicy(), heading: 'Privacy Policy' },
      {
        path: publicPath('carrier-pickup', undefined, { action: 'confirm', token: 'made-up' }),
        heading: 'View pickup response',
      },
    ];
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeInViewport();
        expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
      });
    }

    // the reset form (code and new password), asked for a username that has no account: no e-mail is sent
    await page.goto(paths.forgotPassword());
    await page.getByLabel('Username or email').fill('no.such.user');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
    await expectAccessible(page, 'The password reset form on a phone');
  });
});
