import type { Collect } from '@shared/contract/collect.schema';
import { Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSheetSource } from '../api/get-sheet-source';
import { SheetServiceAccount } from './sheet-service-account';
import { SheetSourceCard } from './sheet-source-card';
import { SheetSourceForm } from './sheet-source-form';

/** The import screen's Google Sheet choice: the collect's saved sheet, or a form to pick one. */
export function SheetImport({ programId, collect }: { programId: string; collect: Collect }) {
  const { t } = useTranslation('sheets');
  const locale = useLocale();
  const place = { programId, collectId: collect._id, locale };
  const source = useSheetSource(place);
  const [changing, setChanging] = useState(false);

  if (source.isPending) return <Loader size="sm" aria-label={t('source.title')} />;
  if (source.isError) {
    return <QueryError message={t('source.loadError')} onRetry={() => void source.refetch()} />;
  }
  const saved = source.data.source;
  return (
    <Stack gap="lg">
      <SheetServiceAccount account={source.data.service_account} />
      {saved && !changing ? (
        <SheetSourceCard
          place={place}
          source={saved}
          collectPath={`/${programId}/collects/${collect._id}`}
          onChange={() => setChanging(true)}
        />
      ) : (
        <SheetSourceForm place={place} saved={saved} />
      )}
    </Stack>
  );
}
