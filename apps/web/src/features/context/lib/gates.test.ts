import type { TransferPolicy } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { contextGates } from './gates';
import { resolveContext } from './organisations';

const importing = (enabled: boolean, transferPolicy: TransferPolicy) => ({
  consignmentImportConfiguration: { enabled, transferPolicy },
});

/** The gates of a site context, or of the organisation of the sites. */
function gatesOf(sites: ReturnType<typeof site>[], type: 'site' | 'org' = 'site') {
  const resolved = resolveContext({ sites }, { type, id: type === 'site' ? (sites[0]?.id ?? '') : '1' });
  if (!resolved) throw new Error('no context');
  return contextGates(resolved);
}

describe('the resolve-issues gate (M12, D11)', () => {
  it('is on with import enabled and a manual or automatic transfer policy', () => {
    expect(gatesOf([site('1', 'Melbourne DC', importing(true, 'manual'))]).resolveIssues).toBe(true);
    expect(gatesOf([site('1', 'Melbourne DC', importing(true, 'automatic'))]).resolveIssues).toBe(true);
  });

  it('is off with the never policy, and off without import whatever the policy', () => {
    expect(gatesOf([site('1', 'Melbourne DC', importing(true, 'never'))]).resolveIssues).toBe(false);
    expect(gatesOf([site('1', 'Melbourne DC', importing(false, 'manual'))]).resolveIssues).toBe(false);
    expect(gatesOf([site('1', 'Melbourne DC', importing(false, 'automatic'))]).resolveIssues).toBe(false);
  });

  it('is on in an organisation when one of its sites has it, off when every site is never', () => {
    const never = site('1', 'Melbourne DC', importing(true, 'never'));
    expect(
      gatesOf([never, site('2', 'Sydney Warehouse', importing(true, 'manual'))], 'org').resolveIssues,
    ).toBe(true);
    expect(
      gatesOf([never, site('2', 'Sydney Warehouse', importing(true, 'never'))], 'org').resolveIssues,
    ).toBe(false);
  });
});
