import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buildBreadcrumb } from './breadcrumb';
import { useCrumbContext } from './use-crumb-context';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const items = buildBreadcrumb(useMatches(), useCrumbContext());
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('header.breadcrumb')}>
      <Breadcrumbs separator={<IconChevronRight size={14} />} separatorMargin={6}>
        {items.map((item) =>
          item.current ? (
            <Text
              key={item.href + item.label}
              size="sm"
              fw={600}
              c="brand"
              aria-current="page"
              truncate
            >
              {item.label}
            </Text>
          ) : (
            <Anchor
              key={item.href + item.label}
              component={Link}
              to={item.href}
              size="sm"
              c="dimmed"
              truncate
            >
              {item.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
