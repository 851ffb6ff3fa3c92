import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Collect } from '@shared/contract/collect.schema';
import type { CollectRecord, NextAndPreviousResponse } from '@shared/contract/record.schema';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useApi } from '@/lib/services';
import { useSubject } from '@/lib/session/subject';
import { recordViewQueryOptions, useRecordInView } from '../api/get-record';
import { useDeleteRecord } from '../api/delete-record';
import { CollectPageState } from '../components/collect-page-state';
import { RecordDetails } from '../components/record-details';
import { RecordNeighbours } from '../components/record-neighbours';
import { RecordPageState } from '../components/record-page-state';
import { canManageRecords } from '../utils/can-manage-records';
import { hasViewParams, readGridView, viewParams, viewSearch } from '../utils/grid-view';
import { collectPath, recordEditPath, recordViewPath } from '../utils/record-paths';
import { recordTitle } from '../utils/record-title';

const NO_DEFAULT = { filters: [], sort: null };

/** `/{program_id}/collects/{collect_id}/record/{record_id}/view`. */
export default function RecordViewPage() {
  const { collect_id: collectId = '', record_id: recordId = '' } = useParams();
  const collect = useCollect(collectId);
  const [params] = useSearchParams();
  const search = viewSearch(params);
  const defaults = collect.data?.default_filters;
  // The grid's view as the grid read it: the URL's (the record is asked for at once, beside the
  // collect), or the collect's default one (known with the collect).
  const view = useMemo(() => {
    const current = new URLSearchParams(search);
    if (hasViewParams(current)) return viewParams(readGridView(current, NO_DEFAULT));
    return defaults ? viewParams(readGridView(current, defaults)) : undefined;
  }, [search, defaults]);
  const inView = useRecordInView(recordId, view);
  // The record as this tab last knew it (a save lands there), the neighbours from the call.
  const known = useQuery({ ...recordViewQueryOptions(useApi(), recordId), enabled: false }).data;
  return (
    <CollectPageState collect={collect}>
      {(loadedCollect) => (
        <RecordPageState record={inView}>
          {(answer) => (
            <RecordView
              collect={loadedCollect}
              record={(known ?? answer).record}
              writable={(known ?? answer).writable}
              neighbours={answer.neighbours}
            />
          )}
        </RecordPageState>
      )}
    </CollectPageState>
  );
}

interface RecordViewProps {
  collect: Collect;
  record: CollectRecord;
  /** The api's word on this record for this caller: their WRITE rules match it as it stands. */
  writable: boolean;
  /** Its neighbours in the grid's view; undefined while they are being asked for. */
  neighbours: NextAndPreviousResponse | undefined;
}

function RecordView({ collect, record, writable, neighbours }: RecordViewProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const programId = useRouteProgramId();
  const subject = useSubject();
  const [params] = useSearchParams();
  const remove = useDeleteRecord();
  const [confirming, setConfirming] = useState(false);
  const search = viewSearch(params);
  const name = recordTitle(collect.fields, record, locale) ?? t('record.fallbackTitle');
  const manages = canManageRecords(subject, programId);

  async function confirmDelete() {
    await remove.mutateAsync({ programId, collectId: collect._id, recordId: record._id });
    notifications.show({ color: 'teal', message: t('record.deleted') });
    await navigate(`${localePath(collectPath(programId, collect._id))}${search}`);
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={name}
        actions={
          <>
            <RecordNeighbours
              neighbours={neighbours}
              hrefOf={(id) => `${localePath(recordViewPath(programId, collect._id, id))}${search}`}
            />
            {writable && (
              <Button
                component={Link}
                to={`${localePath(recordEditPath(programId, collect._id, record._id))}${search}`}
                leftSection={<IconEdit size={16} />}
              >
                {t('record.edit')}
              </Button>
            )}
            {manages && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
              >
                {t('record.delete')}
              </Button>
            )}
          </>
        }
      />
      <Group>
        <Button
          component={Link}
          variant="subtle"
          to={`${localePath(collectPath(programId, collect._id))}${search}`}
        >
          {t('record.backToGrid')}
        </Button>
      </Group>
      <RecordDetails collect={collect} record={record} />
      {confirming && (
        <ConfirmModal
          opened
          onClose={() => setConfirming(false)}
          title={t('record.deleteTitle')}
          confirmLabel={t('record.delete')}
          onConfirm={() => void confirmDelete().catch(() => undefined)}
          loading={remove.isPending}
          error={remove.isError ? t('record.deleteError') : null}
          danger
        >
          <Text size="sm">{t('record.deleteText', { name })}</Text>
        </ConfirmModal>
      )}
    </Stack>
  );
}
