import { Badge, NavLink } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { useIntlLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { NAV_ICONS } from './nav-icons';
import type { NavItem } from './sidebar-nav';

interface SidebarLinkProps {
  item: NavItem;
  badgeCount?: number | undefined;
  onNavigate?: (() => void) | undefined;
}

/** Memoised: a sidebar has a few dozen of these, and its own re-renders leave most unchanged. */
export const SidebarLink = memo(function SidebarLink({
  item,
  badgeCount,
  onNavigate,
}: SidebarLinkProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const intlLocale = useIntlLocale();
  const { pathname } = useLocation();
  const to = localePath(item.to);
  const Icon = NAV_ICONS[item.icon];
  const label = 'key' in item.label ? t(item.label.key) : item.label.text;
  const active = [to, ...(item.alsoActive ?? []).map(localePath)].some(
    (path) => pathname === path || (!item.exact && pathname.startsWith(`${path}/`)),
  );

  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      leftSection={<Icon size={18} stroke={1.6} />}
      rightSection={
        badgeCount ? (
          <Badge
            size="sm"
            variant="filled"
            circle={badgeCount < 10}
            aria-label={t('nav:pendingCount', { count: badgeCount })}
          >
            {abbreviateNumber(badgeCount, intlLocale)}
          </Badge>
        ) : null
      }
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontSize: 14 } }}
    />
  );
});
