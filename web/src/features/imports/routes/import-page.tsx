import type { Collect } from '@shared/contract/collect.schema';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageHeader } from '@/components/page-header';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useFilePreview } from '../api/get-file-preview';
import { useUploadImportFile } from '../api/upload-import-file';
import { CollectGate } from '../components/collect-gate';
import { FileDrop } from '../components/file-drop';
import { FilePreviewTable } from '../components/file-preview-table';
import { SheetImport } from '../components/sheet-import';
import { apiMessage } from '../utils/api-message';
import { matchingPath } from '../utils/import-paths';

function ImportScreen({ programId, collect }: { programId: string; collect: Collect }) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const localePath = useLocalePath();
  const upload = useUploadImportFile();
  const [uploaded, setUploaded] = useState<UploadedFileResponse | null>(null);
  const [headerRow, setHeaderRow] = useState(1);
  const [worksheet, setWorksheet] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  // `?source=sheet` (the collect's Google Sheet button) opens the sheet side.
  const [search] = useSearchParams();
  const [from, setFrom] = useState<'FILE' | 'SHEET'>(
    search.get('source') === 'sheet' ? 'SHEET' : 'FILE',
  );
  const sheet = from === 'SHEET' && !uploaded;
  const place = { programId, collectId: collect._id, locale };
  const rereading =
    uploaded !== null &&
    (headerRow !== uploaded.preview.header_row ||
      (worksheet !== null && worksheet !== uploaded.preview.worksheet));
  const reread = useFilePreview(
    place,
    rereading && uploaded ? { path: uploaded.file.path, header_row: headerRow, worksheet } : null,
  );
  const current = rereading ? reread.data : uploaded;
  const preview = current?.preview;
  const error = apiMessage(upload.error) ?? (rereading ? apiMessage(reread.error) : null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={sheet ? t('sheets:page.title') : t('import.title')}
        description={t(sheet ? 'sheets:page.description' : 'import.description', {
          collect: collectTitle(collect, locale),
        })}
      />
      {!uploaded && (
        <SegmentedControl
          aria-label={t('sheets:choice.label')}
          data={[
            { value: 'FILE', label: t('sheets:choice.file') },
            { value: 'SHEET', label: t('sheets:choice.sheet') },
          ]}
          value={from}
          onChange={(value) => setFrom(value === 'SHEET' ? 'SHEET' : 'FILE')}
          w="fit-content"
        />
      )}
      <FormErrorAlert message={rejected ? t('import.rejectedFile') : error} />
      {sheet ? (
        <SheetImport programId={programId} collect={collect} />
      ) : !uploaded ? (
        <FileDrop
          loading={upload.isPending}
          onRejected={() => setRejected(true)}
          onFile={(file) => {
            setRejected(false);
            upload.mutate(
              { collectId: collect._id, file, locale },
              {
                onSuccess: (answer) => {
                  setUploaded(answer);
                  setHeaderRow(answer.preview.header_row);
                  setWorksheet(answer.preview.worksheet);
                },
              },
            );
          }}
        />
      ) : (
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
            <Button variant="default" onClick={() => setUploaded(null)}>
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
              onChange={(value) =>
                setHeaderRow(typeof value === 'number' && value >= 1 ? value : 1)
              }
              w={260}
            />
            {uploaded.preview.worksheets && (
              <Select
                label={t('import.worksheet')}
                data={uploaded.preview.worksheets}
                value={worksheet}
                onChange={setWorksheet}
                allowDeselect={false}
              />
            )}
          </Group>
          {preview && <FilePreviewTable preview={preview} />}
          <Group justify="flex-end">
            <Button
              component={Link}
              disabled={!preview || (rereading && reread.isError)}
              to={localePath(
                matchingPath(programId, collect._id, {
                  path: uploaded.file.path,
                  headerRow,
                  worksheet,
                }),
              )}
            >
              {t('import.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** `/{program_id}/collects/{collect_id}/import`: drop a file, see its first rows, go on to matching. */
export default function ImportPage() {
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  return (
    <CollectGate collectId={collectId}>
      {(collect) => <ImportScreen programId={programId} collect={collect} />}
    </CollectGate>
  );
}
