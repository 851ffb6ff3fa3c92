import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { useIntlLocale } from '@/lib/i18n/use-locale';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}

export function StatCard({ label, value, icon, color }: StatCardProps) {
  const intlLocale = useIntlLocale();
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={32} w={64} mt={6} />
          ) : (
            <Text fz={32} fw={700} lh={1.2} mt={4}>
              {abbreviateNumber(value, intlLocale)}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
