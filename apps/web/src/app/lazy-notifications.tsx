import { lazy, Suspense, useEffect, useState } from 'react';

// The toast container (with its transitions and scroll handling) shows nothing until the first toast:
// it is fetched right after the first paint instead of before it. Toasts raised meanwhile wait in
// Mantine's notifications store and appear as soon as the container mounts.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

/** Mantine's notification container, mounted once the browser is idle after the first paint. */
export function LazyNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setMounted(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!mounted) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
