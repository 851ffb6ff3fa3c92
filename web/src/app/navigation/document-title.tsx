import { PAGE_TITLE_TEMPLATE } from '@/config/constants';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { APP_NAME } from '@/config/constants';
import { pageTitle, type BreadcrumbContext } from './breadcrumb';

/**
 * Keeps `document.title` as "<page> - Rainbow" (SPEC §1). Each layout renders it with its own
 * context: the signed-in frame's names entities (use-crumb-context.ts), the others' need not.
 */
export function DocumentTitle({ context }: { context: BreadcrumbContext }) {
  const matches = useMatches();
  const title = pageTitle(matches, context);

  useEffect(() => {
    document.title = title ? PAGE_TITLE_TEMPLATE.replace('%s', title) : APP_NAME;
  }, [title]);

  return null;
}
