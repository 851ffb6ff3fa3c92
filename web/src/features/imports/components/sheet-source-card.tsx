import type { SheetSchedule, SheetSource } from '@shared/contract/sheet.schema';
import { SHEET_SCHEDULES } from '@shared/contract/sheet.schema';
import type { Task } from '@shared/contract/task.schema';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import type { FilePlace } from '../api/get-file-preview';
import { useImportTask } from '../api/get-import-task';
import { useSaveSheetSource } from '../api/save-sheet-source';
import { useSyncSheet } from '../api/sync-sheet';
import { apiMessage } from '../utils/api-message';
import { ImportProgress } from './import-progress';

interface Props {
  place: FilePlace & { locale: string };
  source: SheetSource;
  collectPath: string;
  onChange: () => void;
}

/** The collect's saved sheet: where it is, its last sync, "Sync now" and the schedule. */
export function SheetSourceCard({ place, source, collectPath, onChange }: Props) {
  const { t } = useTranslation(['sheets', 'imports']);
  const intl = useIntlLocale();
  const sync = useSyncSheet(place);
  const save = useSaveSheetSource(place);
  const [started, setStarted] = useState<Task | null>(null);
  // The sync started here is followed (ImportProgress polls it): its status is the last sync's.
  const followed = useImportTask(place.programId, started).data;
  const last =
    source.last_sync && followed?._id === source.last_sync.task_id
      ? { ...source.last_sync, status: followed.status }
      : source.last_sync;

  const schedule = (value: SheetSchedule) =>
    save.mutate(
      {
        url: source.url,
        sheet_id: source.sheet_id,
        header_row: source.header_row,
        schedule: value,
      },
      {
        onSuccess: () => notifications.show({ message: t('source.scheduleSaved'), color: 'green' }),
      },
    );

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('source.title')}
          </Title>
          <Text size="sm">
            {t('source.sheet', {
              title: source.spreadsheet_title || source.spreadsheet_id,
              tab: source.tab,
              row: source.header_row,
            })}{' '}
            <Anchor href={source.url} target="_blank" rel="noreferrer" size="sm">
              {t('source.open')}
            </Anchor>
          </Text>
          <Group gap="xs">
            <Text size="sm">
              {last
                ? t('source.lastSync', { at: formatDateTime(last.at, intl) })
                : t('source.never')}
            </Text>
            {last && <Badge variant="light">{t(`imports:task.status.${last.status}`)}</Badge>}
          </Group>
          <Group align="flex-end" justify="space-between">
            <Select
              label={t('source.schedule')}
              description={t('source.scheduleHelp')}
              data={SHEET_SCHEDULES.map((value) => ({
                value,
                label: t(`source.schedules.${value}`),
              }))}
              value={source.schedule}
              onChange={(value) => value && schedule(value as SheetSchedule)}
              allowDeselect={false}
              disabled={save.isPending}
              maw={420}
            />
            <Group>
              <Button variant="default" onClick={onChange}>
                {t('source.change')}
              </Button>
              <Button
                leftSection={<IconRefresh size={16} />}
                loading={sync.isPending}
                onClick={() => sync.mutate(undefined, { onSuccess: setStarted })}
              >
                {t('source.syncNow')}
              </Button>
            </Group>
          </Group>
          <FormErrorAlert message={apiMessage(sync.error) ?? apiMessage(save.error)} />
        </Stack>
      </Card>
      {started && (
        <ImportProgress programId={place.programId} collectPath={collectPath} started={started} />
      )}
    </Stack>
  );
}
