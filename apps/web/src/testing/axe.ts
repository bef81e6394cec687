import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.1 A and AA, as the browser journeys check. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on a rendered component and fails with each violation and where it is.
 * jsdom lays nothing out, so colour contrast is left to the browser journeys (e2e/support/axe.ts).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `WCAG 2.1 AA violations:\n${found.join('\n')}`).toEqual([]);
}
