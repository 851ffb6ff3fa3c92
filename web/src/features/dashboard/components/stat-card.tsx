import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryValue, type QueryState } from '@/components/query-value';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { useIntlLocale } from '@/lib/i18n/use-locale';

interface StatCardProps {
  label: string;
  /** The count's query: loading, failed (with a retry) or answered. */
  query: QueryState<number>;
  icon: ReactNode;
  color: string;
}

export function StatCard({ label, query, icon, color }: StatCardProps) {
  const intlLocale = useIntlLocale();
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <QueryValue query={query} loading={<Skeleton h={38} w={64} mt={4} />}>
            {(value) => (
              <Text fz={32} fw={700} lh={1.2} mt={4}>
                {abbreviateNumber(value, intlLocale)}
              </Text>
            )}
          </QueryValue>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
