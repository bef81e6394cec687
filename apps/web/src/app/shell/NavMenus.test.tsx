import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api';
import { site } from '../../testing/fixtures';
import { NavMenus } from './NavMenus';
import { renderSignedIn } from '../../testing/render-signed-in';

afterEach(() => {
  vi.unstubAllGlobals();
});

const importing = { consignmentImportConfiguration: { enabled: true, transferPolicy: 'manual' as const } };

function start(withIssues: number, sites = [site('1', 'Melbourne DC', importing)]) {
  const counted = vi.fn(() => ({ body: { data: { withIssues, awaitingRelease: 0 } } }));
  installFakeApi({ 'GET /api/sender/v0/consignment-issues/count': counted });
  renderSignedIn(<NavMenus />, { sites });
  return counted;
}

/** The opened menu. jsdom lays nothing out, so Mantine takes its floating list for detached and hides it. */
async function consignmentsMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Consignments' }));
  return screen.findByRole('menu', { hidden: true });
}

/** The menu has its other entries, once loaded, but no Resolve issues. */
async function expectNoResolveIssues(menu: HTMLElement) {
  expect(await within(menu).findByRole('menuitem', { name: 'Ready to manifest', hidden: true })).toBeTruthy();
  expect(within(menu).queryByRole('menuitem', { name: /Resolve issues/, hidden: true })).toBeNull();
}

describe('the Consignments menu (D11)', () => {
  it('shows Resolve issues with its count badge, zero included', async () => {
    start(0);
    const menu = await consignmentsMenu();
    const item = await within(menu).findByRole('menuitem', { name: /Resolve issues/, hidden: true });
    expect((await within(item).findByLabelText('0 with issues')).textContent).toBe('0');
  });

  it('counts the consignments with issues', async () => {
    start(12);
    const menu = await consignmentsMenu();
    expect((await within(menu).findByLabelText('12 with issues')).textContent).toBe('12');
  });

  it('has no Resolve issues entry when the feature is off', async () => {
    start(3, [site('1', 'Melbourne DC')]);
    await expectNoResolveIssues(await consignmentsMenu());
  });

  it('has no Resolve issues entry, and asks no count, under the never transfer policy (M12)', async () => {
    const never = { consignmentImportConfiguration: { enabled: true, transferPolicy: 'never' as const } };
    const counted = start(3, [site('1', 'Melbourne DC', never)]);
    await expectNoResolveIssues(await consignmentsMenu());
    expect(counted).not.toHaveBeenCalled();
  });
});
