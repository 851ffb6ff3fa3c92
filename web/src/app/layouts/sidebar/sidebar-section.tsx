import { Box, Button, Divider, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryValue, type QueryState } from '@/components/query-value';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { isActiveLink, SidebarLink } from './sidebar-link';
import type { NavSection } from './sidebar-nav';

interface SidebarSectionProps {
  section: NavSection;
  title: string | null;
  pendingActions: number | undefined;
  /** The program's collects: their loading, failure (with a retry) or empty list is said here. */
  collects: QueryState<unknown>;
  onNavigate: () => void;
}

export function SidebarSection({
  section,
  title,
  pendingActions,
  collects,
  onNavigate,
}: SidebarSectionProps) {
  const { t } = useTranslation('nav');
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const isProduct = section.id === 'product';
  // The product section's create-program entry is a button below its links.
  const links = section.items.filter((item) => item.icon !== 'createProgram');

  return (
    <Box component="section" aria-label={title ?? undefined}>
      {isProduct && <Divider my="sm" />}
      {title && (
        <Text
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          px="sm"
          pt="md"
          pb={4}
          lts="0.06em"
          truncate
        >
          {title}
        </Text>
      )}
      <Stack gap={2}>
        {section.list && (
          <SidebarLink
            item={section.list}
            active={isActiveLink(section.list, pathname, localePath)}
            onNavigate={onNavigate}
          />
        )}
        {links.map((item) => (
          <SidebarLink
            key={item.id}
            item={item}
            active={isActiveLink(item, pathname, localePath)}
            badgeCount={item.badge ? pendingActions : undefined}
            onNavigate={onNavigate}
          />
        ))}
        {section.id === 'collects' && links.length === 0 && (
          <Box px="sm" py={4}>
            <QueryValue
              query={collects}
              loading={
                <Text size="sm" c="dimmed">
                  {t('collectsLoading')}
                </Text>
              }
            >
              {() => (
                <Text size="sm" c="dimmed">
                  {t('noCollects')}
                </Text>
              )}
            </QueryValue>
          </Box>
        )}
      </Stack>
      {isProduct && (
        <Button
          component={Link}
          to={localePath('/admin/create_program')}
          onClick={onNavigate}
          leftSection={<IconPlus size={16} />}
          variant="light"
          fullWidth
          mt="sm"
        >
          {t('createProgram')}
        </Button>
      )}
    </Box>
  );
}
