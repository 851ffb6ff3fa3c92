import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** The logo as a link to the entry page. */
export function HomeLink({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath('/')}
      aria-label={t('header.home')}
      style={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex' }}
    >
      {children}
    </Link>
  );
}
