import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CollectListItem } from '@shared/contract/collect.schema';
import { IconDatabase, IconInfoCircle, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { collectDetailsPath, collectGridPath } from '../utils/collect-paths';
import { SourceBadge } from './source-badge';

interface CollectCardProps {
  collect: CollectListItem;
  /** The model's title when the caller may list models; null when unknown. */
  modelTitle: string | null;
  /** Administrators and the program's managers see the set-up screens. */
  canManage: boolean;
}

export function CollectCard({ collect, modelTitle, canManage }: CollectCardProps) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const localePath = useLocalePath();
  const title = collectTitle(collect, locale);
  const grid = localePath(collectGridPath(collect.program_id, collect._id));

  return (
    <Card component="article" aria-label={title} padding="lg">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="md" size={36}>
            <IconDatabase size={18} />
          </ThemeIcon>
          <Anchor component={Link} to={grid} fw={600} fz="lg" style={{ flex: 1, minWidth: 0 }}>
            {title}
          </Anchor>
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          {modelTitle && (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('list.model')}{' '}
              </Text>
              {modelTitle}
            </Text>
          )}
          <Group gap={6} wrap="nowrap">
            <Text span c="dimmed" size="sm">
              {t('list.source')}
            </Text>
            <SourceBadge source={collect.source} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={grid}
            size="xs"
            variant="light"
            leftSection={<IconTable size={14} />}
            aria-label={t('list.openGridOf', { title })}
          >
            {t('list.openGrid')}
          </Button>
          {canManage && (
            <Button
              component={Link}
              to={localePath(collectDetailsPath(collect.program_id, collect._id))}
              size="xs"
              variant="default"
              leftSection={<IconInfoCircle size={14} />}
              aria-label={t('list.detailsOf', { title })}
            >
              {t('list.details')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
