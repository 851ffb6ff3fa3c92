import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BreadcrumbContext } from './breadcrumb';

/**
 * Titles of pages outside the signed-in frame name no entity: this context spares the sign-in
 * page the queries (and contract schemas) with which the frame names programs, records, models.
 */
export function usePlainCrumbContext(): BreadcrumbContext {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return useMemo<BreadcrumbContext>(
    () => ({ t: (key, values) => t(key, values ?? {}), search, resolve: () => undefined }),
    [t, search],
  );
}
