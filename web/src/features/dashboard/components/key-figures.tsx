import { SimpleGrid } from '@mantine/core';
import type { ProgramFigures } from '@shared/contract/program-figures.schema';
import { IconChecklist, IconDatabase, IconFileText, IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatCard } from './stat-card';

interface KeyFiguresProps {
  figures: UseQueryResult<ProgramFigures>;
  /**
   * Whether the reader is shown the record and member totals (managers and administrators, as
   * the api decides): their cards keep their place while the figures load, so nothing below moves.
   */
  expectsPeople: boolean;
  /** Absent for those who are not asked for actions on the dashboard. */
  pending: UseQueryResult<number> | null;
}

/**
 * The program at a glance, each figure as the reader may see it (the api answers null for
 * what their role does not show: members and the record total for contributors).
 */
export function KeyFigures({ figures, expectsPeople, pending }: KeyFiguresProps) {
  const { t } = useTranslation('dashboard');
  const figure = (pick: (value: ProgramFigures) => number | null) => ({
    ...figures,
    data: figures.data ? (pick(figures.data) ?? undefined) : undefined,
  });
  const showsPeople = figures.data ? figures.data.members !== null : expectsPeople;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard
        label={t('stats.collects')}
        query={figure((value) => value.collects)}
        icon={<IconDatabase size={22} />}
        color="brand"
      />
      {showsPeople && (
        <StatCard
          label={t('stats.records')}
          query={figure((value) => value.records)}
          icon={<IconFileText size={22} />}
          color="grape"
        />
      )}
      {showsPeople && (
        <StatCard
          label={t('stats.members')}
          query={figure((value) => value.members)}
          icon={<IconUsers size={22} />}
          color="blue"
        />
      )}
      {pending && (
        <StatCard
          label={t('stats.pendingActions')}
          query={pending}
          icon={<IconChecklist size={22} />}
          color="teal"
        />
      )}
    </SimpleGrid>
  );
}
