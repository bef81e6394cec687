import { expect, test } from '@playwright/test';
import { signIn, signInThroughApiAt } from './support/sign-in';
import { changeSite } from './support/shipment-form';

test.describe('context routing and the header', () => {
  test('switching site through the dropdown asks first and highlights the new site', async ({ page }) => {
    await signInThroughApiAt(page, '/site/2/consignment/track');
    await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
    await page.getByRole('option', { name: /Melbourne DC/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change site?' });
    await expect(dialog).toContainText('You are about to change site to Melbourne DC');
    await dialog.getByRole('button', { name: 'Yes, change site' }).click();
    await expect(page).toHaveURL(/\/site\/1\/consignment\/track$/);
    await expect(page.getByText('Site has changed')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Site (?!settings)/ })).toContainText('Melbourne DC');
  });

  test('ready to manifest asks for the new site’s list first after a change of site (issue 24)', async ({
    page,
  }) => {
    await signInThroughApiAt(page, '/site/2/consignment/ready-to-manifest');
    await expect(page.getByRole('table', { name: 'Consignments' })).toBeVisible();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/sender/v0/consignments')
        lists.push(url.searchParams.get('filter[site.id]') ?? '');
    });
    await changeSite(page, /Melbourne DC/);
    await expect(page).toHaveURL(/\/site\/1\/consignment\/ready-to-manifest$/);
    await expect(page.getByRole('table', { name: 'Consignments' })).toBeVisible();
    await expect.poll(() => lists[0]).toBe('1');
    expect(lists).not.toContain('2');
  });

  test('cancelling the change stays on the site; a route with an action names it', async ({ page }) => {
    await signInThroughApiAt(page, '/site/2/pickup/123');
    await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
    await page.getByRole('option', { name: /Melbourne DC/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change site?' });
    await expect(dialog).toContainText('By viewing this pickup your site will change to Melbourne DC');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/site\/2\/pickup\/123$/);
  });

  test('the suspended Wacol Depot shows its banner and disables Create links', async ({ page }) => {
    await signInThroughApiAt(page, '/site/3/consignment/track');
    await expect(
      page.getByText('Site suspended - you can only track consignments and lodge enquiries'),
    ).toBeVisible();
    for (const menu of ['Estimates', 'Consignments', 'Pickups', 'Manifests']) {
      await page.getByRole('button', { name: menu }).click();
      await expect(
        page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: 'Create' }),
      ).toBeDisabled();
      await page.keyboard.press('Escape');
    }
    await page.goto('/site/1/consignment/track');
    await page.getByRole('button', { name: 'Consignments' }).click();
    await expect(
      page.getByRole('menu', { name: 'Consignments' }).getByRole('menuitem', { name: 'Create' }),
    ).toBeEnabled();
  });

  test('an org context on a site-only route asks for a site; only transacting sites can be chosen', async ({
    page,
  }) => {
    await signInThroughApiAt(page, '/org/1/pickup/create/outbound');
    const modal = page.getByRole('dialog', { name: 'Select site for pickup' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Search sites')).toBeVisible();
    await expect(modal.getByRole('option', { name: /Wacol Depot/ })).toBeDisabled();
    await modal.getByRole('option', { name: /Melbourne DC/ }).click();
    await expect(page).toHaveURL(/\/site\/1\/pickup\/create\/outbound$/);

    await page.goto('/org/1/consignment/create/outbound');
    await expect(page.getByRole('dialog', { name: 'Select site' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Select site' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/consignment\/ready-to-manifest$/);
  });

  test('the star sets the default site, with a toast', async ({ page }) => {
    await signIn(page, 'demo');
    await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
    await page.getByRole('button', { name: 'Set Sydney Warehouse as default' }).click();
    await expect(page.getByText('Sydney Warehouse set as default')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/site\/2\/consignment\/ready-to-manifest$/);
    await page.getByRole('button', { name: /^Site (?!settings)/ }).click();
    await page.getByRole('button', { name: 'Set Sites overview as default' }).click();
    await expect(page.getByText('All sites set as default')).toBeVisible();
  });

  test('another organisation sees access denied for a Demo Freight Co URL', async ({ page }) => {
    await signInThroughApiAt(page, '/site/1/consignment/ready-to-manifest', 'other');
    await expect(page.getByRole('heading', { name: 'Access denied.' })).toBeVisible();
    await expect(page.getByText('Cannot access selected site')).toBeVisible();
    await page.goto('/org/1/consignment/track');
    await expect(page.getByText('Cannot access selected org')).toBeVisible();
  });

  test('user preferences are saved in the browser', async ({ page }) => {
    await signIn(page, 'demo');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'User preferences' }).click();
    const modal = page.getByRole('dialog', { name: 'User preferences' });
    await modal.getByRole('combobox', { name: 'Default site' }).click();
    await page.getByRole('option', { name: 'Melbourne DC', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Home page' }).click();
    await page.getByRole('option', { name: 'Manage orders' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User preferences saved')).toBeVisible();
    // the closed dialog gives the focus back to the menu it was opened from
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeFocused();
    await page.goto('/');
    await expect(page).toHaveURL(/\/site\/1\/order\/manage$/);
  });
});
