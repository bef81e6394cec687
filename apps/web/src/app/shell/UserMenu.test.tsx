import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { platformConfigQueryOptions } from '../../shared/lib/platform-config';
import { platformConfigBody } from '../../testing/fixtures';
import { testQueryClient } from '../../testing/render';
import { UserMenu } from './UserMenu';
import { renderSignedIn } from '../../testing/render-signed-in';

function renderAt(path: string, feedbackUrl: string | null = null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(platformConfigQueryOptions().queryKey, { ...platformConfigBody, feedbackUrl });
  const onOpenPreferences = vi.fn();
  const onOpenShortcuts = vi.fn();
  renderSignedIn(
    <UserMenu onOpenPreferences={onOpenPreferences} onOpenShortcuts={onOpenShortcuts} />,
    { path },
    queryClient,
  );
  return { onOpenPreferences, onOpenShortcuts };
}

/** The opened menu; jsdom lays nothing out, so Mantine keeps its floating list hidden. */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
  return screen.findByRole('menu', { hidden: true });
}

const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, hidden: true });

describe('the user menu (spec 2.3)', () => {
  it('offers printing configuration in a context, the guide, feedback, log out and the support number', async () => {
    renderAt('/site/1/consignment/ready-to-manifest', 'https://survey.example.com/f');
    expect(screen.getByRole('button', { name: 'User menu, Dana Demo' })).toBeTruthy();
    const menu = await openMenu();
    expect(within(menu).getByText('demo@example.com')).toBeTruthy();
    expect(item(menu, 'Printing configuration').getAttribute('href')).toBe('/site/1/autoprint/config');
    expect(item(menu, 'User guide').getAttribute('href')).toBe('/user-guide.pdf');
    expect(item(menu, 'Give feedback').getAttribute('href')).toBe('https://survey.example.com/f');
    expect(item(menu, 'Log out').getAttribute('href')).toBe('/logout');
    expect(within(menu).getByText('For account changes call')).toBeTruthy();
    expect(within(menu).getByText('1300 555 010')).toBeTruthy();
  });

  it('has no printing configuration outside a context, and mails feedback without a survey', async () => {
    renderAt('/profile');
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Printing configuration', hidden: true })).toBeNull();
    expect(item(menu, 'Give feedback').getAttribute('href')).toBe(
      'mailto:support@example.com?subject=Feedback',
    );
  });

  it('opens user preferences and keyboard shortcuts', async () => {
    const { onOpenPreferences, onOpenShortcuts } = renderAt('/profile');
    await userEvent.click(item(await openMenu(), 'User preferences'));
    expect(onOpenPreferences).toHaveBeenCalledTimes(1);
    await userEvent.click(item(await openMenu(), 'Keyboard shortcuts'));
    expect(onOpenShortcuts).toHaveBeenCalledTimes(1);
  });
});
