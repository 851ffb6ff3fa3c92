import type { Collect } from '@shared/contract/collect.schema';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import { SegmentedControl, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useFilePreview } from '../api/get-file-preview';
import { useUploadImportFile } from '../api/upload-import-file';
import { CollectGate } from '../components/collect-gate';
import { FileDrop } from '../components/file-drop';
import { apiMessage } from '../utils/api-message';
import { matchingPath } from '../utils/import-paths';

// The page opens on the file drop: what it shows once a file is sent (the header row's number
// input, the worksheet's select, the first rows) and the Google Sheet side come when the page is
// idle, or when first shown.
const loadUploadedStep = () => import('../components/uploaded-file-step');
const UploadedFileStep = lazy(async () => ({
  default: (await loadUploadedStep()).UploadedFileStep,
}));
const loadSheetImport = () => import('../components/sheet-import');
const SheetImport = lazy(async () => ({ default: (await loadSheetImport()).SheetImport }));

function ImportScreen({ programId, collect }: { programId: string; collect: Collect }) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const localePath = useLocalePath();
  const upload = useUploadImportFile();
  useIdlePrefetch(loadUploadedStep);
  useIdlePrefetch(loadSheetImport);
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
        <Suspense fallback={<PageLoader />}>
          <SheetImport programId={programId} collect={collect} />
        </Suspense>
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
        <Suspense fallback={<PageLoader />}>
          <UploadedFileStep
            uploaded={uploaded}
            preview={preview}
            headerRow={headerRow}
            onHeaderRow={setHeaderRow}
            worksheet={worksheet}
            onWorksheet={setWorksheet}
            onAnother={() => setUploaded(null)}
            canContinue={preview !== undefined && !(rereading && reread.isError)}
            next={localePath(
              matchingPath(programId, collect._id, {
                path: uploaded.file.path,
                headerRow,
                worksheet,
              }),
            )}
          />
        </Suspense>
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
