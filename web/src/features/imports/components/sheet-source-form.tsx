import type { SheetSource, SheetTabsResponse } from '@shared/contract/sheet.schema';
import { SHEET_SOURCE_PATH } from '@shared/contract/sheet.schema';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useLocalePath } from '@/lib/i18n/use-locale';
import type { FilePlace } from '../api/get-file-preview';
import { useListSheetTabs } from '../api/list-sheet-tabs';
import { useSheetPreview } from '../api/preview-sheet';
import { useSaveSheetSource } from '../api/save-sheet-source';
import { apiMessage } from '../utils/api-message';
import { matchingPath } from '../utils/import-paths';
import { DrivePickerButton } from './drive-picker-button';
import { FilePreviewTable } from './file-preview-table';

interface Props {
  place: FilePlace & { locale: string };
  /** The source saved before, its link and tab proposed again. */
  saved: SheetSource | null;
}

/** Paste a link, pick a tab and the header row, see the first rows, go on to matching. */
export function SheetSourceForm({ place, saved }: Props) {
  const { t } = useTranslation(['sheets', 'imports']);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [url, setUrl] = useState(saved?.url ?? '');
  const [found, setFound] = useState<SheetTabsResponse | null>(null);
  const [sheetId, setSheetId] = useState<number | null>(null);
  const [headerRow, setHeaderRow] = useState(saved?.header_row ?? 1);
  const tabs = useListSheetTabs(place);
  const save = useSaveSheetSource(place);
  const reading =
    found && sheetId !== null ? { url, sheet_id: sheetId, header_row: headerRow } : null;
  const preview = useSheetPreview(place, reading);

  const [pickerError, setPickerError] = useState<string | null>(null);
  const findTabs = (link = url) =>
    tabs.mutate(link, {
      onSuccess: (answer) => {
        setFound(answer);
        setSheetId(answer.sheet_id);
      },
    });
  const proceed = () => {
    if (!reading) return;
    save.mutate(
      { ...reading, schedule: saved?.schedule ?? 'OFF' },
      {
        onSuccess: () =>
          void navigate(
            localePath(
              matchingPath(place.programId, place.collectId, {
                path: SHEET_SOURCE_PATH,
                headerRow,
                worksheet: null,
              }),
            ),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          findTabs();
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('form.url')}
            description={t('form.urlHelp')}
            placeholder={t('form.urlPlaceholder')}
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setFound(null);
            }}
            required
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={tabs.isPending} disabled={url.trim() === ''}>
            {t('form.findTabs')}
          </Button>
          <DrivePickerButton
            onPick={(sheet) => {
              setPickerError(null);
              setUrl(sheet.url);
              setFound(null);
              findTabs(sheet.url);
            }}
            onError={setPickerError}
          />
        </Group>
      </form>
      <FormErrorAlert
        message={
          pickerError ??
          apiMessage(tabs.error) ??
          apiMessage(preview.error) ??
          apiMessage(save.error)
        }
      />
      {found && (
        <Stack gap="md">
          <Text fw={500}>
            {t('form.spreadsheet', {
              title: found.spreadsheet.title,
              count: found.spreadsheet.tabs.length,
            })}
          </Text>
          <Group align="flex-end">
            <Select
              label={t('form.tab')}
              data={found.spreadsheet.tabs.map((tab) => ({
                value: String(tab.sheet_id),
                label: tab.title,
              }))}
              value={sheetId === null ? null : String(sheetId)}
              onChange={(value) => setSheetId(value === null ? null : Number(value))}
              allowDeselect={false}
            />
            <NumberInput
              label={t('imports:import.headerRow')}
              description={t('imports:import.headerRowHelp')}
              min={1}
              max={1000}
              value={headerRow}
              onChange={(value) =>
                setHeaderRow(typeof value === 'number' && value >= 1 ? value : 1)
              }
              w={260}
            />
          </Group>
          {preview.data && !preview.isError && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('form.rows', {
                  name: preview.data.file.name,
                  rows: preview.data.preview.total_rows_estimate,
                })}
              </Text>
              <FilePreviewTable preview={preview.data.preview} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              onClick={proceed}
              loading={save.isPending}
              disabled={!preview.data || preview.isError || preview.isFetching}
            >
              {t('form.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
