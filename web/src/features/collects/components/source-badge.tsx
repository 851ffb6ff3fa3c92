import { Badge, Group, Text } from '@mantine/core';
import type { CollectSource } from '@shared/contract/collect.schema';
import { useTranslation } from 'react-i18next';
import { isActiveSourceType } from '../utils/source-types';

/** Where a collect's records come from, and whether that source works yet (SPEC.md §4). */
export function SourceBadge({ source }: { source: CollectSource | null }) {
  const { t } = useTranslation('collects');
  if (!source) {
    return (
      <Text size="sm" c="dimmed">
        {t('sources.none.name')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{t(`sources.${source.type}.name`)}</Text>
      {!isActiveSourceType(source.type) && (
        <Badge size="sm" color="gray" variant="light">
          {t('sources.notAvailable')}
        </Badge>
      )}
    </Group>
  );
}
