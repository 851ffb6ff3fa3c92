import { Alert, Anchor, Box } from '@mantine/core';
import type { ExportFormat } from '@shared/contract/export.schema';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeferredMenu } from '@/components/deferred-menu';
import { FormErrorAlert } from '@/components/form-error-alert';
import { isApiError } from '@/lib/api-error';
import { deferredModule } from '@/lib/deferred-module';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useExportRecords } from '../api/export-records';
import { downloadFile } from '../utils/download-file';
import type { GridView } from '../utils/grid-view';
import { ExportMenuButton } from './export-menu-button';
import { numberFormat } from '@/lib/format/intl-formats';

// The menu's code comes after the first screen (components/deferred-menu.ts).
const exportMenu = deferredModule(() =>
  import('./export-menu-dropdown').then((module) => module.ExportMenuDropdown),
);

interface ExportMenuProps {
  programId: string;
  collectId: string;
  view: GridView;
  /** The selected records; none: the whole view. */
  recordIds: readonly string[] | undefined;
  /** How many records the file will hold (the selection, or the view's total). */
  count: number;
  intlLocale: string;
}

/**
 * "Export" → CSV or Excel, of the selection or of the whole view. A small export downloads at
 * once; a large one becomes a task, linked to the tasks page.
 */
export function ExportMenu({
  programId,
  collectId,
  view,
  recordIds,
  count,
  intlLocale,
}: ExportMenuProps) {
  const { t } = useTranslation('records');
  const localePath = useLocalePath();
  const exporting = useExportRecords();
  const [taskStarted, setTaskStarted] = useState(false);
  const formatted = numberFormat(intlLocale).format(count);

  async function run(format: ExportFormat) {
    setTaskStarted(false);
    const answer = await exporting.mutateAsync({ programId, collectId, format, recordIds, view });
    if ('fileUrl' in answer) downloadFile(answer.fileUrl);
    else setTaskStarted(true);
  }

  const onExport = (format: ExportFormat) => void run(format).catch(() => undefined);
  const label = recordIds
    ? t('export.selection', { count, formatted })
    : t('export.view', { count, formatted });
  const { Menu, state, buttonProps } = useDeferredMenu(exportMenu);
  const error = exporting.error;
  return (
    <>
      {Menu ? (
        <Menu {...state} label={label} loading={exporting.isPending} onExport={onExport} />
      ) : (
        <ExportMenuButton loading={exporting.isPending} {...buttonProps} />
      )}
      {taskStarted && (
        <Alert
          w="100%"
          color="blue"
          variant="light"
          icon={<IconHourglass size={18} />}
          role="status"
        >
          {t('export.started')}{' '}
          <Anchor component={Link} to={localePath(`/${programId}/tasks`)}>
            {t('export.followTask')}
          </Anchor>
        </Alert>
      )}
      {error && (
        <Box w="100%">
          <FormErrorAlert
            message={isApiError(error) && error.status === 400 ? error.message : t('export.error')}
          />
        </Box>
      )}
    </>
  );
}
