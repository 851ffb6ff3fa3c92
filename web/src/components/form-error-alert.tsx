import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';

// Mantine's Alert (with its close button and icon) is no part of a form's first load (issue 15:
// the sign-in page's budget); it arrives while the page is idle, before any answer can be refused.
const loadErrorAlert = () => import('./error-alert');
const ErrorAlert = lazy(async () => ({ default: (await loadErrorAlert()).ErrorAlert }));

/**
 * The red alert saying why the server refused what a form or a dialog sent; nothing when there
 * is nothing to say. `message` is already translated.
 */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  useIdlePrefetch(loadErrorAlert);
  if (!message) return null;
  return (
    // Said at once, in plain red, should the alert's code still be on its way.
    <Suspense
      fallback={
        <Text c="red" role="alert">
          {message}
        </Text>
      }
    >
      <ErrorAlert message={message} />
    </Suspense>
  );
}
