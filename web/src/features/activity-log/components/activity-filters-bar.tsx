import { Button, Group, TextInput } from '@mantine/core';
import type { ActivityAction } from '@shared/contract/activity.schema';
import { ACTIVITY_ACTIONS } from '@shared/contract/activity.schema';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { hasFilters, type ActivityFilters } from '../utils/activity-filters';
import { PersonFilter } from './person-filter';

interface ActivityFiltersBarProps {
  programId: string;
  filters: ActivityFilters;
  onChange: (name: keyof ActivityFilters, value: string) => void;
  onClear: () => void;
  /** The chosen person's name, when the log shows it. */
  personName?: string | undefined;
}

/** Person, action and days: each change reads the log again from its newest entry. */
export function ActivityFiltersBar({
  programId,
  filters,
  onChange,
  onClear,
  personName,
}: ActivityFiltersBarProps) {
  const { t } = useTranslation('activity');
  const actions = ACTIVITY_ACTIONS.map((action: ActivityAction) => ({
    value: action,
    label: t(`filters.actions.${action}`, { defaultValue: action }),
  })).sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('filters.label')}>
      <PersonFilter
        programId={programId}
        value={filters.actor}
        onChange={(value) => onChange('actor', value)}
        knownName={personName}
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.actionPlaceholder')}
        data={actions}
        value={filters.action || null}
        onChange={(value) => onChange('action', value ?? '')}
        searchable
        clearable
        w={260}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange('to', event.currentTarget.value)}
      />
      {hasFilters(filters) && (
        <Button variant="subtle" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
