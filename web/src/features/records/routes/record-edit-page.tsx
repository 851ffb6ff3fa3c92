import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useRecordView } from '../api/get-record';
import { recordKeys } from '../api/record-keys';
import { CollectPageState } from '../components/collect-page-state';
import { NoWriteAccess } from '../components/no-write-access';
import { RecordForm } from '../components/record-form';
import { RecordPageState } from '../components/record-page-state';
import { canWriteRecords } from '../utils/can-manage-records';
import { viewSearch } from '../utils/grid-view';
import { recordViewPath } from '../utils/record-paths';
import { recordTitle } from '../utils/record-title';

/** `/{program_id}/collects/{collect_id}/record/{record_id}/edit`. */
export default function RecordEditPage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const programId = useRouteProgramId();
  const { collect_id: collectId = '', record_id: recordId = '' } = useParams();
  const collect = useCollect(collectId);
  const record = useRecordView(recordId);
  const back = `${localePath(recordViewPath(programId, collectId, recordId))}${viewSearch(params)}`;
  return (
    <CollectPageState collect={collect}>
      {(loadedCollect) =>
        !canWriteRecords(loadedCollect) ? (
          <NoWriteAccess action="edit" backHref={back} />
        ) : (
          <RecordPageState record={record}>
            {({ record: loaded, writable }) => {
              // Their rules cover other records of the collect, not this one as it stands.
              if (!writable) return <NoWriteAccess action="editRecord" backHref={back} />;
              const name = recordTitle(loadedCollect.fields, loaded, locale);
              return (
                <Stack gap="lg">
                  <PageHeader
                    title={name ? t('form.editTitle', { name }) : t('form.editFallback')}
                  />
                  <RecordForm
                    // A reloaded record (after a conflict) starts a fresh form from its values.
                    key={`${loaded._id}:${loaded.version}`}
                    programId={programId}
                    collect={loadedCollect}
                    record={loaded}
                    onSaved={() => void navigate(back)}
                    onQueued={() => void navigate(back)}
                    onCancel={() => void navigate(back)}
                    onReload={() =>
                      void queryClient.invalidateQueries({ queryKey: recordKeys.detail(recordId) })
                    }
                  />
                </Stack>
              );
            }}
          </RecordPageState>
        )
      }
    </CollectPageState>
  );
}
