import { PAGE_TITLE_TEMPLATE } from '@/config/constants';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { APP_NAME } from '@/config/constants';
import { pageTitle } from './breadcrumb';
import { useCrumbContext } from './use-crumb-context';

/** Keeps `document.title` as "<page> - Rainbow" (SPEC §1). */
export function DocumentTitle() {
  const matches = useMatches();
  const context = useCrumbContext();
  const title = pageTitle(matches, context);

  useEffect(() => {
    document.title = title ? PAGE_TITLE_TEMPLATE.replace('%s', title) : APP_NAME;
  }, [title]);

  return null;
}
