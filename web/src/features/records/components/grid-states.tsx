import { Alert, Button, Group, Text } from '@mantine/core';
import {
  IconDatabaseOff,
  IconFilterOff,
  IconHourglass,
  IconLock,
  IconPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-error';

/** A collect without any record yet; the add button only for those who may add one. */
export function NoRecordYet({ newRecordHref }: { newRecordHref: string | null }) {
  const { t } = useTranslation('records');
  return (
    <EmptyState
      icon={<IconDatabaseOff size={32} />}
      title={t('grid.emptyTitle')}
      description={t('grid.emptyText')}
      action={
        newRecordHref ? (
          <Button component={Link} to={newRecordHref} leftSection={<IconPlus size={16} />}>
            {t('grid.add')}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * A contributor of the collect whom no attribution rule gives any record (SPEC §6): not "no
 * record yet", which would be false, but why, and whom to ask.
 */
export function NoRecordAccess() {
  const { t } = useTranslation('records');
  return (
    <EmptyState
      icon={<IconLock size={32} />}
      title={t('access.noneTitle')}
      description={t('access.noneText')}
    />
  );
}

/** "What this person sees": the member viewed as is given no record of the collect. */
export function NoRecordForMember({ name }: { name: string | undefined }) {
  const { t } = useTranslation('records');
  return (
    <EmptyState
      icon={<IconLock size={32} />}
      title={t('viewAs.emptyTitle', { name: name ?? t('viewAs.someone') })}
      description={t('viewAs.emptyText')}
    />
  );
}

/** Records exist, but none in this view. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('records');
  return (
    <EmptyState
      icon={<IconFilterOff size={32} />}
      title={t('grid.noMatchTitle')}
      description={t('grid.noMatchText')}
      action={
        <Button variant="default" onClick={onClear}>
          {t('grid.clearFilters')}
        </Button>
      }
    />
  );
}

interface GridErrorProps {
  error: unknown;
  onRetry: () => void;
  onClear: () => void;
}

/**
 * Why the records could not be read: a view whose composite index is still being built (409)
 * and a view the api refuses (400, naming the filter) say so in the api's words; anything else
 * is a load failure with a retry.
 */
export function GridError({ error, onRetry, onClear }: GridErrorProps) {
  const { t } = useTranslation('records');
  if (isApiError(error) && error.status === 409) {
    return (
      <Alert color="yellow" variant="light" icon={<IconHourglass size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{error.message}</Text>
          <Button size="compact-sm" variant="white" onClick={onRetry}>
            {t('grid.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 400) {
    return (
      <Alert color="red" variant="light" title={t('grid.refusedView')} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{error.message}</Text>
          <Button size="compact-sm" variant="white" color="red" onClick={onClear}>
            {t('grid.clearFilters')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <QueryError message={t('grid.loadError')} onRetry={onRetry} />;
}
