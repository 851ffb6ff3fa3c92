import type { FilePreview, UploadedFileResponse } from '@shared/contract/import.schema';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Select } from '@/components/select';
import { FilePreviewTable } from './file-preview-table';

interface UploadedFileStepProps {
  uploaded: UploadedFileResponse;
  /** The first rows as read with the header row and worksheet chosen; none while re-read. */
  preview: FilePreview | undefined;
  headerRow: number;
  onHeaderRow: (row: number) => void;
  worksheet: string | null;
  onWorksheet: (worksheet: string | null) => void;
  /** Back to the file drop. */
  onAnother: () => void;
  /** The matching step's address. */
  next: string;
  /** Whether the rows can be matched yet (read, and not refused on a re-read). */
  canContinue: boolean;
}

/**
 * A sent file: its name and format, the header row and worksheet to read it with, its first rows
 * and the way on to matching (the import page loads it when idle: it is not the first step).
 */
export function UploadedFileStep({
  uploaded,
  preview,
  headerRow,
  onHeaderRow,
  worksheet,
  onWorksheet,
  onAnother,
  next,
  canContinue,
}: UploadedFileStepProps) {
  const { t } = useTranslation('imports');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text fw={500}>
            {t('import.file', {
              name: uploaded.file.name,
              kind: uploaded.file.kind,
              rows: preview?.total_rows_estimate ?? 0,
            })}
          </Text>
          {preview?.delimiter && (
            <Text size="sm" c="dimmed">
              {t('import.csvFormat', {
                delimiter: preview.delimiter === '\t' ? t('import.tab') : preview.delimiter,
                encoding: preview.encoding,
              })}
            </Text>
          )}
        </Stack>
        <Button variant="default" onClick={onAnother}>
          {t('import.another')}
        </Button>
      </Group>
      <Group align="flex-end">
        <NumberInput
          label={t('import.headerRow')}
          description={t('import.headerRowHelp')}
          min={1}
          max={1000}
          value={headerRow}
          onChange={(value) => onHeaderRow(typeof value === 'number' && value >= 1 ? value : 1)}
          w={260}
        />
        {uploaded.preview.worksheets && (
          <Select
            label={t('import.worksheet')}
            data={uploaded.preview.worksheets}
            value={worksheet}
            onChange={onWorksheet}
            allowDeselect={false}
          />
        )}
      </Group>
      {preview && <FilePreviewTable preview={preview} />}
      <Group justify="flex-end">
        <Button component={Link} disabled={!canContinue} to={next}>
          {t('import.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
