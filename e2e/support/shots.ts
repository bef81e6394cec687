import type { Page } from '@playwright/test';

/** Where the journeys save their screenshots and downloads. */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/**
 * Saves a screenshot of the page as `<name>.png` in the shots folder: the viewport, or the whole page with
 * `fullPage`; `fromTop` scrolls up first, so the sticky header is drawn once.
 */
export async function saveShot(page: Page, name: string, { fullPage = false, fromTop = false } = {}) {
  if (fromTop) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
