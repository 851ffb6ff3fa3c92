import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NextAndPreviousResponse } from '@shared/contract/record.schema';

interface RecordNeighboursProps {
  /** The records either side in the grid's view; undefined while they are being asked for. */
  neighbours: NextAndPreviousResponse | undefined;
  /** The link of a neighbour's page, keeping the view. */
  hrefOf: (recordId: string) => string;
}

/** Previous / Next in the grid's order and filters; disabled at either end. */
export function RecordNeighbours({ neighbours, hrefOf }: RecordNeighboursProps) {
  const { t } = useTranslation('records');
  const previous = neighbours?.previous ?? null;
  const next = neighbours?.next ?? null;
  const navigate = useNavigate();
  // The arrow keys page through the view (ignored while typing in a field).
  useHotkeys([
    ['ArrowLeft', () => previous && void navigate(hrefOf(previous))],
    ['ArrowRight', () => next && void navigate(hrefOf(next))],
  ]);
  return (
    <Group gap="xs" role="group" aria-label={t('record.neighbours')}>
      {previous ? (
        <Button
          component={Link}
          to={hrefOf(previous)}
          aria-keyshortcuts="ArrowLeft"
          variant="default"
          leftSection={<IconChevronLeft size={16} />}
        >
          {t('record.previous')}
        </Button>
      ) : (
        <Button variant="default" disabled leftSection={<IconChevronLeft size={16} />}>
          {t('record.previous')}
        </Button>
      )}
      {next ? (
        <Button
          component={Link}
          to={hrefOf(next)}
          aria-keyshortcuts="ArrowRight"
          variant="default"
          rightSection={<IconChevronRight size={16} />}
        >
          {t('record.next')}
        </Button>
      ) : (
        <Button variant="default" disabled rightSection={<IconChevronRight size={16} />}>
          {t('record.next')}
        </Button>
      )}
    </Group>
  );
}
