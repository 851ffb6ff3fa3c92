import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { useServices } from './services';

/**
 * Gives its screens the app's query client, made on first use (lazy-query-client.ts): the
 * signed-in frames and the sign-in pages that fetch (registration) render inside one; /login
 * does not, and shows without TanStack Query.
 */
export function QueryClientBoundary({ children }: { children: ReactNode }) {
  const { queryClient } = useServices();
  // Made already (the signed-in loaders make it first): no suspending; else its chunk is awaited.
  const client = queryClient.peek() ?? use(queryClient.get());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
