import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface SearchHitView {
  id: string;
  label: string;
  to: string;
  /** Where the hit lives (a record's collect and program). */
  detail?: string | undefined;
}

export function SearchResultGroup({ title, hits }: { title: string; hits: SearchHitView[] }) {
  if (hits.length === 0) return null;
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>
        {hits.map((hit) => (
          <div key={hit.id}>
            <Anchor component={Link} to={hit.to}>
              <Text span>{hit.label}</Text>
            </Anchor>
            {hit.detail && (
              <Text size="xs" c="dimmed">
                {hit.detail}
              </Text>
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}
