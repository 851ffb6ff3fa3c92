import { Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a value needs of its query (a `select`ed count can be passed as `{ ...query, data }`). */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryValueProps<T> {
  query: QueryState<T>;
  /** Shown while the value loads, the size of the value. */
  loading: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * One small value from a query (a count on a card): its placeholder while it loads, the value,
 * or, when the query failed, a short notice with a way to try again — never a placeholder forever.
 */
export function QueryValue<T>({ query, loading, children }: QueryValueProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (!query.isError) return <>{loading}</>;
  return (
    <Group gap={6} mt={6} wrap="nowrap" role="alert">
      <IconAlertCircle size={16} color="var(--mantine-color-red-filled)" aria-hidden />
      <Text size="sm" c="red">
        {t('query.failed')}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconRefresh size={12} />}
        onClick={() => void query.refetch()}
      >
        {t('actions.retry')}
      </Button>
    </Group>
  );
}
