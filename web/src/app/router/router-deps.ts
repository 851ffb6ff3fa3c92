import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { Services } from '@/lib/services';

/** What the route loaders work with; built once in the bootstrap, replaced in tests. */
export interface RouterDeps {
  services: Services;
  queryClient: QueryClient;
  i18n: i18n;
  /** Remembers the current program across reloads of the tab. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  readCookie: (name: string) => string | null;
}
