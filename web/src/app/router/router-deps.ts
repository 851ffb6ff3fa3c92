import type { Locale } from '@shared/contract/locale.schema';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { Services } from '@/lib/services';

/** What the route loaders work with; built once in the bootstrap, replaced in tests. */
export interface RouterDeps {
  services: Services;
  /** The language the URL asks for is applied before any screen renders. */
  i18n: { language: string; changeLanguage(language: string): Promise<unknown> };
  /** Fetches the catalogues of `namespaces` in `locale` (each once), before a screen renders. */
  loadNamespaces: (locale: Locale, namespaces: readonly Namespace[]) => Promise<unknown>;
  /** Remembers the current program across reloads of the tab. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  readCookie: (name: string) => string | null;
}
