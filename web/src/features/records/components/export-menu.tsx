import { Alert, Anchor, Box, Button, Menu } from '@mantine/core';
import type { ExportFormat } from '@shared/contract/export.schema';
import { IconChevronDown, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { isApiError } from '@/lib/api-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useExportRecords } from '../api/export-records';
import { downloadFile } from '../utils/download-file';
import type { GridView } from '../utils/grid-view';
import { numberFormat } from '@/lib/format/intl-formats';

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

  const error = exporting.error;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={exporting.isPending}
          >
            {t('export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {recordIds
              ? t('export.selection', { count, formatted })
              : t('export.view', { count, formatted })}
          </Menu.Label>
          <Menu.Item onClick={() => void run('csv').catch(() => undefined)}>
            {t('export.csv')}
          </Menu.Item>
          <Menu.Item onClick={() => void run('xlsx').catch(() => undefined)}>
            {t('export.xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
