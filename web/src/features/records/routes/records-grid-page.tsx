import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useSubject } from '@/lib/session/subject';
import { CollectPageState } from '../components/collect-page-state';
import { NoRecordAccess } from '../components/grid-states';
import { RecordsGrid } from '../components/records-grid';
import { canManageRecords, canWriteRecords } from '../utils/can-manage-records';
import { viewSearch } from '../utils/grid-view';
import { newRecordPath } from '../utils/record-paths';
import { usePrefetchLinkedView } from '../api/prefetch-linked-view';

/** `/{program_id}/collects/{collect_id}`: the collect's records grid. */
export default function RecordsGridPage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  const subject = useSubject();
  const collect = useCollect(collectId);
  const [params] = useSearchParams();
  usePrefetchLinkedView(collectId, params);
  return (
    <CollectPageState collect={collect}>
      {(loaded) => (
        <Stack gap="md">
          <PageHeader
            title={collectTitle(loaded, locale)}
            actions={
              canWriteRecords(loaded) ? (
                <Button
                  component={Link}
                  // The view goes along, so that the new record's previous / next follow it.
                  to={`${localePath(newRecordPath(programId, collectId))}${viewSearch(params)}`}
                  leftSection={<IconPlus size={16} />}
                >
                  {t('grid.newRecord')}
                </Button>
              ) : undefined
            }
          />
          {loaded.access.see === 'NONE' ? (
            // Nothing to ask the api for: no rule gives this contributor a record.
            <NoRecordAccess />
          ) : (
            <RecordsGrid
              key={loaded._id}
              programId={programId}
              collect={loaded}
              canSaveDefault={canManageRecords(subject, programId)}
              canCreate={canWriteRecords(loaded)}
            />
          )}
        </Stack>
      )}
    </CollectPageState>
  );
}
