import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconWifiOff } from '../icons/icons';
import type { ToastType } from './toast';
import { toastColors } from './toast';

export type BannerType = ToastType;

const icons: Record<BannerType, ReactNode> = {
  danger: <IconAlertTriangle />,
  warning: <IconAlertTriangle />,
  info: <IconInfoCircle />,
  success: <IconCircleCheck />,
};

export interface BannerProps {
  type: BannerType;
  children: ReactNode;
  onDismiss?: () => void;
  offline?: boolean;
}

/** A full-width message under the header. A danger banner cannot be dismissed (spec 2.4). */
export function Banner({ type, children, onDismiss, offline }: BannerProps) {
  const dismissible = type !== 'danger' && onDismiss !== undefined;
  return (
    <Alert
      color={toastColors[type]}
      variant="light"
      radius={0}
      py={8}
      icon={offline ? <IconWifiOff /> : icons[type]}
      withCloseButton={dismissible}
      closeButtonLabel="Dismiss"
      onClose={dismissible ? onDismiss : undefined}
      role={type === 'danger' || type === 'warning' ? 'alert' : 'status'}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
