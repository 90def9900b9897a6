import { NOTIFICATION_DURATION_MS } from '../ui-constants';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type NotifyType = 'success' | 'error' | 'warning' | 'info';

const LOOK: Record<NotifyType, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={18} /> },
};

/** Shows a notification; type success and 2000 ms unless told otherwise (spec §4). */
export function notify(
  message: ReactNode,
  options: { type?: NotifyType; title?: ReactNode; autoClose?: number | false } = {},
): void {
  const look = LOOK[options.type ?? 'success'];
  notifications.show({
    message,
    title: options.title,
    color: look.color,
    icon: look.icon,
    autoClose: options.autoClose ?? NOTIFICATION_DURATION_MS,
  });
}
