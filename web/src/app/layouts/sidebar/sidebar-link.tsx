import { Badge, NavLink } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { useIntlLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { NAV_ICONS } from './nav-icons';
import type { NavItem } from './sidebar-nav';

interface SidebarLinkProps {
  item: NavItem;
  /** The link leads to the current screen (isActiveLink). */
  active: boolean;
  badgeCount?: number | undefined;
  onNavigate?: (() => void) | undefined;
}

/** Whether `item` leads to the screen at `pathname` (or one inside it, unless `exact`). */
export function isActiveLink(
  item: NavItem,
  pathname: string,
  localePath: (path: string) => string,
): boolean {
  return [item.to, ...(item.alsoActive ?? [])].some((target) => {
    const path = localePath(target);
    return pathname === path || (!item.exact && pathname.startsWith(`${path}/`));
  });
}

/**
 * Memoised, and told whether it is active instead of reading the address: a sidebar has a few
 * dozen of these, and a new address (a grid's sort or page in its query string) changes one or
 * two of them. Reading the location here re-rendered them all on every change (issue 15).
 */
export const SidebarLink = memo(function SidebarLink({
  item,
  active,
  badgeCount,
  onNavigate,
}: SidebarLinkProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const intlLocale = useIntlLocale();
  const to = localePath(item.to);
  const Icon = NAV_ICONS[item.icon];
  const label = 'key' in item.label ? t(item.label.key) : item.label.text;

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
