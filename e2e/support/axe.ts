import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 levels A and AA: the standard shippers buy to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Beside WCAG, axe's best practices for a page's structure, which a screen reader's user moves by: one main
 * landmark that the skip link reaches, the footer a landmark of its own, and every column header saying something.
 * (Its other best practices flag Mantine's portalled dialogs and menus rather than this app's pages.)
 */
export const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'empty-table-header',
  'skip-link',
];

export type Theme = 'light' | 'dark';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** How many failing nodes of one rule are listed (AXE_NODES to see more). */
const NODES_SHOWN = Number(process.env.AXE_NODES ?? 8);

/** One line per violation and one indented line per failing node, so a failure says what to fix and where. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, NODES_SHOWN)
        .map((node) => {
          const summary = (node.failureSummary ?? '')
            .replace(/\s+/g, ' ')
            .replace(/^Fix (any|all) of the following: /, '');
          const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
          return `    ${node.target.join(' ')}\n      ${html}\n      ${summary.trim()}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > NODES_SHOWN
          ? `\n    … and ${violation.nodes.length - NODES_SHOWN} more`
          : '';
      return `  ${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} nodes): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Mantine draws both themes from one stylesheet keyed on this attribute, as its own theme switch sets it. */
async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(`document.documentElement.setAttribute('data-mantine-color-scheme', '${theme}')`);
}

async function currentTheme(page: Page): Promise<Theme> {
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  return scheme === 'dark' ? 'dark' : 'light';
}

/** Stops transitions and animations so colours are measured as they settle, not half-way. */
async function settle(page: Page): Promise<void> {
  if ((await page.locator('style[data-axe-settle]').count()) > 0) return;
  const style = await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  });
  await style.evaluate((node) => node.setAttribute('data-axe-settle', ''));
}

/** Given to AxeBuilder as axe's source once axe is in the page already, so it is not evaluated again. */
const ALREADY_IN_PAGE = 'void 0';

/** Puts axe-core (half a megabyte of script) in the page's document once, not once per check and theme. */
async function injectOnce(page: Page): Promise<void> {
  if ((await page.evaluate('typeof window.axe')) !== 'object') await page.evaluate(axe.source);
}

/**
 * One axe run on the page as it is, the WCAG rules only. Only violations are asserted, so axe is asked for those
 * alone: the passing and inapplicable nodes of every rule (over a megabyte on a list screen) are then neither
 * gathered nor carried back. A page without frames is checked with one `axe.run` in the page ("legacy mode"), the
 * same rules on the same document as the per-frame run, which in addition opens a blank page to merge the frames'
 * results; a page with frames keeps the per-frame run, so a cross-origin frame is still checked.
 */
async function analyze(page: Page, exclude: readonly string[]): Promise<AxeResults> {
  const single = page.frames().length === 1;
  if (single) await injectOnce(page);
  let builder = new AxeBuilder({ page, axeSource: single ? ALREADY_IN_PAGE : undefined })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(single);
  let structure = new AxeBuilder({ page, axeSource: single ? ALREADY_IN_PAGE : undefined })
    .options({ resultTypes: ['violations'] })
    .withRules(STRUCTURE_RULES)
    .setLegacyMode(single);
  for (const selector of exclude) {
    builder = builder.exclude(selector);
    structure = structure.exclude(selector);
  }
  const [wcag, best] = [await builder.analyze(), await structure.analyze()];
  return { ...wcag, violations: [...wcag.violations, ...best.violations] };
}

export interface AccessibleOptions {
  /** The themes to check; both unless told. The page is left in the theme it was in. */
  themes?: readonly Theme[];
  /** CSS selectors to leave out (something not of this app, e.g. a PDF viewer). */
  exclude?: readonly string[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now, in each theme, and fails with a readable
 * list of violations. Cheap enough (about a second per theme on a list screen) for any journey to call at each
 * screen it reaches.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: AccessibleOptions = {},
): Promise<void> {
  const themes = options.themes ?? ['light', 'dark'];
  const original = await currentTheme(page);
  await settle(page);
  const failures: string[] = [];
  try {
    for (const theme of themes) {
      await applyTheme(page, theme);
      const { violations } = await analyze(page, options.exclude ?? []);
      if (violations.length > 0) failures.push(`${screen}, ${theme} theme:\n${formatViolations(violations)}`);
    }
  } finally {
    await applyTheme(page, original);
  }
  expect(failures, `WCAG 2.1 AA violations\n${failures.join('\n')}`).toEqual([]);
}
