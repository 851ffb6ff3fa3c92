import type { QueryClient } from '@tanstack/react-query';
import type { Services } from '@/lib/services';

/** What the route loaders work with; built once in the bootstrap, replaced in tests. */
export interface RouterDeps {
  services: Services;
  queryClient: QueryClient;
  /** The language the URL asks for is applied before any screen renders. */
  i18n: { language: string; changeLanguage(language: string): Promise<unknown> };
  /** Remembers the current program across reloads of the tab. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  readCookie: (name: string) => string | null;
}
