import { notifications } from '@mantine/notifications';
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

/** Shows a toast; a toast without a message is a programming error (spec 2.4). */
export function toast(options: ToastOptions): string {
  const { type, message, title, action, id } = options;
  if (message === null || message === undefined || message === '') throw new Error('A toast needs a message');
  return notifications.show({
    id,
    color: toastColors[type],
    title,
    message: action ? [message, action] : message,
    autoClose: toastDuration(options),
    withBorder: true,
    // read out when the reader pauses; only a failure interrupts (Mantine's default is an assertive alert for all)
    role: toastRole(type),
  });
}
