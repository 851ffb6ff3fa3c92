import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications, shown through its store: the store comes with the notifications'
 * container, which loads just after the first screen (app/lazy-notifications.tsx). A screen
 * shows a notification after something it did, never as it opens, so it asks for the store then
 * instead of bringing it on its first load (issue 15's budget). Import `notifications` from here,
 * never from '@mantine/notifications'.
 */
const store = () => import('@mantine/notifications');

let asked = false;
const askedListeners = new Set<() => void>();

/** Whether a notification has been shown yet: its container then comes at once. */
export const notificationAsked = {
  get: (): boolean => asked,
  subscribe(listener: () => void): () => void {
    askedListeners.add(listener);
    return () => {
      askedListeners.delete(listener);
    };
  },
};

export const notifications = {
  show(data: NotificationData): void {
    if (!asked) {
      asked = true;
      for (const listener of askedListeners) listener();
    }
    void store().then((module) => module.notifications.show(data));
  },
  /** Removes every notification, shown or waiting. */
  clean(): void {
    void store().then((module) => module.notifications.clean());
  },
};
