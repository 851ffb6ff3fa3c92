import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useServices } from './services';

/**
 * Gives its screens the app's query client, made on first use (lazy-query-client.ts): the
 * signed-in frames and the sign-in pages that fetch (registration) render inside one; /login
 * does not, and shows without TanStack Query.
 *
 * It waits for the client in state rather than by suspending: under Preact's compat layer
 * (vite.config.ts), a component that suspends while its siblings mount holds back their effects,
 * so the app suspends only in leaves with a boundary of their own. Until the client is made
 * (only on a screen whose loaders did not make it first), nothing is shown.
 */
export function QueryClientBoundary({ children }: { children: ReactNode }) {
  const { queryClient } = useServices();
  const [client, setClient] = useState<QueryClient | null>(queryClient.peek);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (client) return;
    let current = true;
    queryClient.get().then(
      (made) => current && setClient(made),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [client, queryClient]);
  // As `use` would: the route's error page says the chunk could not be loaded.
  if (failure) throw failure.error;
  if (!client) return null;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
