import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** Heading level: pages use 1 when the empty state is their whole content. */
  order?: 1 | 2 | 3;
}

export function EmptyState({ icon, title, description, action, order = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" maw={520} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={order} fz={order === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="md">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
