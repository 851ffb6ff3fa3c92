import { ActionIcon, Group, Text } from '@mantine/core';
import type { PageInfo } from '@shared/contract/common.schema';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: PageInfo;
  /** Page `page`, reached with `cursor` (null: by its number, as the first page is). */
  onChange: (page: number, cursor: string | null) => void;
}

/**
 * "42 items", "Page 3 of 5" and the way to the pages either side of a list the api pages with
 * cursors: no page is reached by skipping the ones before it, so there is no jump to page 4.
 * The first page is always read afresh, by its number.
 */
export function ListPagination({ page, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const { currentPage } = page;
  // A page reached by cursor may outnumber the count taken at the same time.
  const pages = Math.max(page.pages, currentPage);
  const previous = () =>
    currentPage <= 2 || !page.prev_cursor
      ? onChange(1, null)
      : onChange(currentPage - 1, page.prev_cursor);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.total', { count: page.totalItems })}
      </Text>
      {pages > 1 && (
        <Group gap={4} component="nav" aria-label={t('list.pageOf', { page: currentPage, pages })}>
          {currentPage > 2 && (
            <ActionIcon
              variant="default"
              aria-label={t('list.first')}
              onClick={() => onChange(1, null)}
            >
              <IconChevronsLeft size={16} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="default"
            aria-label={t('list.previous')}
            disabled={currentPage <= 1}
            onClick={previous}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" px="xs" aria-hidden>
            {t('list.pageOf', { page: currentPage, pages })}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('list.next')}
            disabled={!page.next_cursor}
            onClick={() => page.next_cursor && onChange(currentPage + 1, page.next_cursor)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
