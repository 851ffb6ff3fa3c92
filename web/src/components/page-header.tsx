import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title (wrap below it on small screens). */
  actions?: ReactNode;
  /** Shown before the title, e.g. a logo or an avatar. */
  leading?: ReactNode;
}

export function PageHeader({ title, description, actions, leading }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {leading}
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4} component="div">
              {description}
            </Text>
          )}
        </div>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
