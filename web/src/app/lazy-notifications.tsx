import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationAsked } from '@/lib/notifications';
import { useAfterFirstScreen } from '@/lib/use-after-first-screen';

// Mantine's notifications container (with its transitions and scroll-lock classes, ~6 KB
// gzipped) is no part of a first screen: it comes once that screen has settled, or at the first
// notification shown before then (issue 15). A notification shown before it has arrived waits in
// @mantine/notifications' store and appears with it.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function LazyNotifications() {
  const afterFirstScreen = useAfterFirstScreen();
  const asked = useSyncExternalStore(notificationAsked.subscribe, notificationAsked.get);
  if (!afterFirstScreen && !asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
