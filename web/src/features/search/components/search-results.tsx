import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import type { SearchResults as Results } from '../api/search';
import { useRecordHitContext } from '../api/use-record-hit-context';
import { SearchResultGroup } from './search-result-group';

const id = encodeURIComponent;

/** Results grouped by kind: programs, collects, records. */
export function SearchResults({ results }: { results: Results }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const localePath = useLocalePath();
  const context = useRecordHitContext(results.records, results.collects);
  const recordDetail = (record: Results['records'][number]) => {
    const collect = context.collects.get(record.collect_id);
    const program = context.programNames.get(record.program_id);
    const parts = [collect ? collectTitle(collect, locale) : null, program ?? null];
    const known = parts.filter((part): part is string => part !== null);
    return known.length > 0 ? known.join(' · ') : undefined;
  };
  return (
    <Stack gap="md">
      <SearchResultGroup
        title={t('page.programs')}
        hits={results.programs.map((program) => ({
          id: program._id,
          label: program.name,
          to: localePath(`/${id(program._id)}/dashboard`),
        }))}
      />
      <SearchResultGroup
        title={t('page.collects')}
        hits={results.collects.map((collect) => ({
          id: collect._id,
          label: collectTitle(collect, locale),
          detail: context.programNames.get(collect.program_id),
          to: localePath(`/${id(collect.program_id)}/collects/${id(collect._id)}`),
        }))}
      />
      <SearchResultGroup
        title={t('page.records')}
        hits={results.records.map((record) => ({
          id: record._id,
          label: record.label ?? t('page.untitledRecord'),
          detail: recordDetail(record),
          to: localePath(
            `/${id(record.program_id)}/collects/${id(record.collect_id)}/record/${id(record._id)}/view`,
          ),
        }))}
      />
    </Stack>
  );
}
