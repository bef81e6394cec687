import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.matches(':focus')).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user moves through a screen, and
 * returns how many presses it took; fails when it is not reached within `max`, so a control missing from the
 * tab order, or buried too deep in it, fails the journey.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, back = false }: { max?: number; back?: boolean } = {},
): Promise<number> {
  // attached, not visible: a radio of a segmented control is drawn by its label
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${target.toString()}`);
}

/** Tabs to a field and types into it, as a keyboard user fills a form. */
export async function tabAndType(page: Page, target: Locator, text: string, max?: number): Promise<void> {
  await tabTo(page, target, { max });
  await page.keyboard.type(text);
}
