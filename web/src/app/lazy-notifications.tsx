import { lazy, Suspense } from 'react';

// Mantine's notifications container (with its transitions and scroll-lock classes, ~6 KB
// gzipped) is no part of a first screen: loaded right after it (issue 15's budget).
// Notifications shown before it arrives wait in @mantine/notifications' store and appear then.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
