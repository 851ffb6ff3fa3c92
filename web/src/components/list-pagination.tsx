import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  pages: number;
  totalItems: number;
  onChange: (page: number) => void;
}

/** "42 items" and the pages of a `{ totalItems, pages, currentPage }` list. */
export function ListPagination({ page, pages, totalItems, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.total', { count: totalItems })}
      </Text>
      {pages > 1 && (
        <Pagination
          value={page}
          total={pages}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': t(`list.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
