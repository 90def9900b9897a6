import { NOTIFICATION_DURATION_MS } from '../ui-constants';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container as the app configures it. Imported lazily (lazy-notifications.tsx) through
 * this module, so only the container's code — not the whole package namespace — becomes the lazy chunk.
 */
export function NotificationsContainer() {
  return <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} zIndex={1000} />;
}
