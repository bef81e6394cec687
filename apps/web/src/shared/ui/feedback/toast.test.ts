import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { toast, toastDuration } from './toast';

describe('toasts (spec 2.4, 9)', () => {
  it('last 5 s, 10 s with an action, and forever when persistent', () => {
    expect(toastDuration({})).toBe(5000);
    expect(toastDuration({ action: 'Undo' })).toBe(10_000);
    expect(toastDuration({ persistent: true, action: 'Undo' })).toBe(false);
  });

  it('refuses a toast without a message', () => {
    expect(() => toast({ type: 'info', message: '' })).toThrow('A toast needs a message');
  });

  it('shows the four types in their colours', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    for (const type of ['danger', 'info', 'success', 'warning'] as const) toast({ type, message: type });
    expect(show.mock.calls.map(([n]) => n.color)).toEqual(['red', 'blue', 'green', 'yellow']);
  });

  it('are announced politely, and a failure as an alert', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    for (const type of ['danger', 'info', 'success', 'warning'] as const) toast({ type, message: type });
    expect(show.mock.calls.map(([n]) => n.role)).toEqual(['alert', 'status', 'status', 'status']);
  });

  it('asked for before the toast store has loaded, show once it has, in the order asked', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    const first = fresh.toast({ type: 'info', message: 'first' });
    const second = fresh.toast({ type: 'success', message: 'second', id: 'saved' });
    expect(second).toBe('saved');
    const { notificationsStore } = await import('@mantine/notifications');
    await vi.waitFor(() =>
      expect(notificationsStore.getState().notifications.map(({ id }) => id)).toEqual([first, 'saved']),
    );
    expect(notificationsStore.getState().notifications.map(({ message }) => message)).toEqual([
      'first',
      'second',
    ]);
  });
});
