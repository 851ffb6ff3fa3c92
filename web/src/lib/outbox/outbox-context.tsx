import { createContext, useContext, type ReactNode } from 'react';
import { createOutboxStore, type OutboxStore } from './outbox-store';

const OutboxContext = createContext<OutboxStore | null>(null);

/** Tests give each render its own store (their own database name). */
export function OutboxStoreProvider({
  store,
  children,
}: {
  store: OutboxStore;
  children: ReactNode;
}) {
  return <OutboxContext.Provider value={store}>{children}</OutboxContext.Provider>;
}

let browserStore: OutboxStore | null = null;

/**
 * The device's outbox. Like the connection (lib/offline/online-store.ts), it is a fact about the
 * browser that the form, the badge and the outbox page must share, so the app opens it once, on
 * first use; a provider above replaces it.
 */
export function useOutboxStore(): OutboxStore {
  const provided = useContext(OutboxContext);
  if (provided) return provided;
  browserStore ??= createOutboxStore();
  return browserStore;
}
