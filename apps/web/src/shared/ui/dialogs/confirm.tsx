import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dialogMessages } from '@freight/contracts';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  /** Spec 2.4: confirm dialogs carry Confirm and Cancel unless a screen names its buttons. */
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Opens a confirm dialog; resolves true on confirm, false on cancel or close. Escape closes it. */
export function confirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    modals.openConfirmModal({
      title,
      centered: true,
      closeOnEscape: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** Spec 2.4: the data-loss dialog. */
export function confirmDiscardChanges(): Promise<boolean> {
  return confirmDialog({
    title: dialogMessages.discardTitle,
    message: dialogMessages.discardText,
    confirmLabel: dialogMessages.discardButton,
    danger: true,
  });
}
