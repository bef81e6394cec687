import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const MELBOURNE = '/site/1';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo');
});

test('a consignment that does not exist is the named not-found screen, titled Error (F03)', async ({
  page,
}) => {
  await page.goto(`${MELBOURNE}/consignment/99999999`);
  await expect(page.getByRole('heading', { name: 'Oops! Consignment not found.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error( \| .+)?$/);
});

test('an estimate that does not exist is the named not-found screen (F03)', async ({ page }) => {
  await page.goto(`${MELBOURNE}/estimate/99999999`);
  await expect(page.getByRole('heading', { name: 'Oops! Estimate not found.' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error( \| .+)?$/);
});

for (const [resource, path] of [
  ['Manifest', 'manifest'],
  ['Pickup', 'pickup'],
] as const) {
  test(`a ${path} that does not exist is the named not-found screen (F03)`, async ({ page }) => {
    await page.goto(`${MELBOURNE}/${path}/99999999`);
    await expect(page.getByRole('heading', { name: `Oops! ${resource} not found.` })).toBeVisible();
    await expect(page).toHaveTitle(/^Error( \| .+)?$/);
  });
}

test('the header keeps to one line at 1440 px and at 1280 px', async ({ page }) => {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${MELBOURNE}/consignment/ready-to-manifest`);
    const menus = page.getByRole('navigation', { name: 'Main' }).getByRole('button');
    await expect(menus.first()).toBeVisible();
    const tops = await menus.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
    const user = await page.getByRole('button', { name: /^User menu/ }).boundingBox();
    const site = await page.getByRole('button', { name: /^Site (?!settings)/ }).boundingBox();
    expect(new Set(tops).size, `menus on one line at ${width} px`).toBe(1);
    // nothing covers the menus: the search box starts after the last one ends
    const lastMenu = await menus.last().boundingBox();
    const search = await page
      .getByRole('combobox', { name: /search/i })
      .first()
      .boundingBox();
    expect(
      (lastMenu?.x ?? 0) + (lastMenu?.width ?? 0),
      `menus clear of the search at ${width} px`,
    ).toBeLessThanOrEqual(search?.x ?? 0);
    expect(Math.abs((user?.y ?? 0) - (site?.y ?? 100)), `header on one line at ${width} px`).toBeLessThan(8);
  }
});

test('deleting a consignment asks with Confirm and Cancel, naming it in the title (E21)', async ({
  page,
}) => {
  await page.goto(`${MELBOURNE}/consignment/1`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete consignment \w+\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
});

test("a list scrolls past 340 px by default: the preset form's packaging types (X19)", async ({ page }) => {
  await page.goto(`${MELBOURNE}/shipping-item-presets`);
  await page.getByRole('button', { name: 'New preset' }).click();
  const modal = page.getByRole('dialog', { name: 'New shipping item preset' });
  await modal.getByRole('combobox', { name: 'Packaging type' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // the scroll area inside the list limits its height (the e2e project is typed without the DOM)
  const maxHeight = await listbox.evaluate(
    (element: { querySelectorAll(selector: string): Iterable<unknown> }) => {
      const styleOf = (globalThis as unknown as { getComputedStyle(node: unknown): { maxHeight: string } })
        .getComputedStyle;
      for (const node of [element, ...element.querySelectorAll('*')]) {
        const value = styleOf(node).maxHeight;
        if (value !== 'none') return value;
      }
      return 'none';
    },
  );
  expect(maxHeight).toBe('340px');
});
