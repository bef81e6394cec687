import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('walk', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo');
  await page.goto('/org/1/estimate/manage');
  await expect(page.getByRole('table', { name: 'Estimates' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/walk-manage-org.png', fullPage: true });
  await page.getByRole('textbox', { name: 'Search' }).fill('perth');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/shots/walk-manage-search.png', fullPage: true });
  const first = page.getByRole('table', { name: 'Estimates' }).getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  const id = href.split('/').pop();
  await page.goto(`/org/1/estimate/${id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/walk-view-org.png', fullPage: true });
  await page.getByRole('textbox', { name: 'Search' }).count();
  await page.goto('/org/1/estimate/manage?search=%25%25%25zz');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/shots/walk-manage-nomatch.png', fullPage: true });
});
