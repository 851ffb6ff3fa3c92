import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { CollectPageState } from '../components/collect-page-state';
import { NoWriteAccess } from '../components/no-write-access';
import { RecordForm } from '../components/record-form';
import { canWriteRecords } from '../utils/can-manage-records';
import { viewSearch } from '../utils/grid-view';
import { collectPath, recordViewPath } from '../utils/record-paths';

/** `/{program_id}/collects/{collect_id}/new_record`: a record typed in by hand. */
export default function NewRecordPage() {
  const { t } = useTranslation('records');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  const collect = useCollect(collectId);
  const view = viewSearch(params);
  const back = `${localePath(collectPath(programId, collectId))}${view}`;
  return (
    <CollectPageState collect={collect}>
      {(loaded) =>
        !canWriteRecords(loaded) ? (
          <NoWriteAccess action="create" backHref={back} />
        ) : (
          <Stack gap="lg">
            <PageHeader title={t('form.newTitle')} />
            <RecordForm
              programId={programId}
              collect={loaded}
              onSaved={(record) =>
                void navigate(
                  `${localePath(recordViewPath(programId, collectId, record._id))}${view}`,
                )
              }
              // Its view cannot open before the server has it: back to the collect.
              onQueued={() => void navigate(back)}
              onCancel={() => void navigate(back)}
            />
          </Stack>
        )
      }
    </CollectPageState>
  );
}
