import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, made when first needed: TanStack Query, the device's kept answers
 * and IndexedDB (about 20 KB gzipped) are no part of the sign-in page (issue 15's budget). The
 * signed-in screens' loaders ask for it before anything renders, so their screens always have it.
 */
export interface LazyQueryClient {
  /** Makes it (once: its chunk, then the device's kept answers put back), or returns it. */
  get(): Promise<QueryClient>;
  /** The client if it was made, without making it. */
  peek(): QueryClient | null;
  /** Resolves when it is made, without making it. */
  created(): Promise<QueryClient>;
}

export function lazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let made: QueryClient | null = null;
  let making: Promise<QueryClient> | null = null;
  let announce: (client: QueryClient) => void = () => undefined;
  const created = new Promise<QueryClient>((resolve) => {
    announce = resolve;
  });
  return {
    get: () => {
      making ??= create().then(
        (client) => {
          made = client;
          announce(client);
          return client;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (offline, a new deployment) is asked for again next time.
          making = null;
          throw error;
        },
      );
      return making;
    },
    peek: () => made,
    created: () => created,
  };
}

/** An already made client, for tests and for callers that have one. */
export function madeQueryClient(client: QueryClient): LazyQueryClient {
  const ready = Promise.resolve(client);
  return { get: () => ready, peek: () => client, created: () => ready };
}
