import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dialogMessages } from '@freight/contracts';
import type { ReactNode } from 'react';
import { whenModalsMounted } from './modals-mounted';

export interface ConfirmOptions {
  /** Names the action and what it acts on, e.g. "Delete consignment MAL000000666?". */
  title: ReactNode;
  message: ReactNode;
  danger?: boolean;
}

const CONFIRM = 'Confirm';
const CANCEL = 'Cancel';

function openConfirm({ title, message, danger }: ConfirmOptions, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    void whenModalsMounted().then(() =>
      modals.openConfirmModal({
        title,
        centered: true,
        closeOnEscape: true,
        children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
        labels: { confirm: confirmLabel, cancel: CANCEL },
        confirmProps: danger ? { color: 'red' } : undefined,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
      }),
    );
  });
}

/**
 * Spec 2.4 (E21): a confirm dialog carries Confirm and Cancel; the action is named in its title and text, never
 * on the button. Resolves true on Confirm, false on Cancel or close. Escape closes it.
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return openConfirm(options, CONFIRM);
}

/** Spec 2.4: the change-site dialog, whose confirm button the spec names "Yes, change site". */
export function confirmChangeSite(message: string): Promise<boolean> {
  return openConfirm({ title: dialogMessages.changeSiteTitle, message }, dialogMessages.changeSiteConfirm);
}

/** Spec 2.4: the data-loss dialog, whose confirm button the spec names "Discard changes". */
export function confirmDiscardChanges(): Promise<boolean> {
  return openConfirm(
    { title: dialogMessages.discardTitle, message: dialogMessages.discardText, danger: true },
    dialogMessages.discardButton,
  );
}
