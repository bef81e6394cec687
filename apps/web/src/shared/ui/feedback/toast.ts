import type { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Spec 2.4: the four kinds of toast. */
export type ToastType = 'danger' | 'info' | 'success' | 'warning';

/** Spec 9: 5 s; 10 s with an action; none when persistent. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_WITH_ACTION_DURATION_MS = 10_000;

export const toastColors: Record<ToastType, string> = {
  danger: 'red',
  info: 'blue',
  success: 'green',
  warning: 'yellow',
};

export interface ToastOptions {
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  /** A button or link shown in the toast. */
  action?: ReactNode;
  persistent?: boolean;
  id?: string;
}

export function toastDuration({
  action,
  persistent,
}: Pick<ToastOptions, 'action' | 'persistent'>): number | false {
  if (persistent) return false;
  return action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS;
}

/** A failure interrupts a screen reader; every other toast is announced politely. */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'danger' ? 'alert' : 'status';
}

type Notifications = typeof notifications;

let loaded: Notifications | undefined;
let loading: Promise<Notifications> | undefined;
let nextId = 0;

/**
 * Mantine's toast store, loaded on first use (it is not needed to show a page). Once it has loaded, toasts are
 * shown at once; one asked for before waits for it, in the order asked.
 */
export function loadToasts(): Promise<Notifications> {
  loading ??= import('@mantine/notifications').then((module) => {
    loaded = module.notifications;
    return loaded;
  });
  return loading;
}

/** Shows a toast; a toast without a message is a programming error (spec 2.4). */
export function toast(options: ToastOptions): string {
  const { type, message, title, action } = options;
  if (message === null || message === undefined || message === '') throw new Error('A toast needs a message');
  nextId += 1;
  const id = options.id ?? `toast-${nextId}`;
  const data = {
    id,
    color: toastColors[type],
    title,
    message: action ? [message, action] : message,
    autoClose: toastDuration(options),
    withBorder: true,
    // read out when the reader pauses; only a failure interrupts (Mantine's default is an assertive alert for all)
    role: toastRole(type),
  };
  if (loaded) return loaded.show(data);
  void loadToasts().then((store) => store.show(data));
  return id;
}
