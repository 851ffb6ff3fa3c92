import type { Collect } from '@shared/contract/collect.schema';
import type { Task } from '@shared/contract/task.schema';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@/lib/notifications';
import { IconFileOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useFilePreview } from '../api/get-file-preview';
import { useMatchingPreview } from '../api/get-matching-preview';
import { useMatchingTemplate } from '../api/get-matching-template';
import { useSaveMatchingTemplate } from '../api/save-matching-template';
import { useStartImport } from '../api/start-import';
import { useTemplateProposal } from '../api/use-template-proposal';
import { CollectGate } from '../components/collect-gate';
import { ColumnMappingTable } from '../components/column-mapping-table';
import { ImportProgress } from '../components/import-progress';
import { KeySelect } from '../components/key-select';
import { MatchingPreviewTable } from '../components/matching-preview-table';
import { apiMessage } from '../utils/api-message';
import { importPath, readingOf } from '../utils/import-paths';
import type { FileReadingParams } from '../utils/import-paths';
import { draftFor } from '../utils/template-draft';
import type { TemplateDraft } from '../utils/template-draft';

interface ScreenProps {
  programId: string;
  collect: Collect;
  reading: FileReadingParams;
}

function MatchingScreen({ programId, collect, reading }: ScreenProps) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const place = { programId, collectId: collect._id, locale };
  const fileReading = {
    path: reading.path,
    header_row: reading.headerRow,
    worksheet: reading.worksheet,
  };
  const file = useFilePreview(place, fileReading);
  const saved = useMatchingTemplate(place);
  const proposal = useTemplateProposal(place, file.data?.preview, saved.data === null);
  const [edited, setEdited] = useState<TemplateDraft | null>(null);
  const [started, setStarted] = useState<Task | null>(null);
  const save = useSaveMatchingTemplate(place);
  const start = useStartImport(place, locale);

  const headers = file.data?.preview.headers ?? [];
  const base = saved.data ?? proposal.data;
  const draft = edited ?? (base && file.data ? draftFor(headers, base) : null);
  const template = draft ? { ...draft, header_row: reading.headerRow } : null;
  // Debounced by its content: a new object each render must not restart the wait.
  const [debouncedJson] = useDebouncedValue(template ? JSON.stringify(template) : null, 300);
  const debounced = useMemo(
    () => (debouncedJson ? (JSON.parse(debouncedJson) as NonNullable<typeof template>) : null),
    [debouncedJson],
  );
  const preview = useMatchingPreview(
    place,
    debounced ? { ...fileReading, template: debounced, limit: 20 } : null,
    locale,
  );

  if (file.isError || saved.isError || proposal.isError) {
    return <QueryError message={apiMessage(file.error) ?? t('matching.loadError')} />;
  }
  if (!draft || !template) return <PageLoader />;

  const matched = collect.matched_fields.flatMap(
    (variable) => collect.fields.find((field) => field.variable === variable) ?? [],
  );
  const problems = preview.data?.problems ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('matching.title')}
        description={t('matching.description', { file: file.data?.file.name ?? '' })}
      />
      <ColumnMappingTable
        columns={draft.columns}
        fields={collect.fields}
        onChange={(index, column) =>
          setEdited({
            ...draft,
            columns: draft.columns.map((current, at) => (at === index ? column : current)),
          })
        }
      />
      <KeySelect
        headers={headers}
        matched={matched}
        value={draft.key}
        onChange={(key) => setEdited({ ...draft, key })}
      />
      {problems.length > 0 && (
        <Alert color="orange" variant="light" role="status">
          <Stack gap={4}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('matching.previewLoading')}</Text>
        </Group>
      ) : preview.data ? (
        <MatchingPreviewTable preview={preview.data} fields={collect.fields} />
      ) : null}
      <FormErrorAlert
        message={apiMessage(preview.error) ?? apiMessage(save.error) ?? apiMessage(start.error)}
      />
      {started ? (
        <ImportProgress
          programId={programId}
          collectPath={`/${programId}/collects/${collect._id}`}
          started={started}
        />
      ) : (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() =>
              save.mutate(template, {
                onSuccess: () =>
                  notifications.show({ message: t('matching.saved'), color: 'green' }),
              })
            }
          >
            {t('matching.save')}
          </Button>
          <Button
            loading={start.isPending}
            disabled={draft.key === null}
            onClick={() =>
              start.mutate({ ...fileReading, template }, { onSuccess: (task) => setStarted(task) })
            }
          >
            {t('matching.start')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** `/{program_id}/collects/{collect_id}/matching?file=…`: columns to fields, previewed, then imported. */
export default function MatchingPage() {
  const { t } = useTranslation('imports');
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  const [search] = useSearchParams();
  const reading = readingOf(search);
  return (
    <CollectGate collectId={collectId}>
      {(collect) =>
        reading ? (
          <MatchingScreen programId={programId} collect={collect} reading={reading} />
        ) : (
          <EmptyState
            icon={<IconFileOff size={32} />}
            title={t('matching.noFile')}
            order={1}
            action={
              <Button component={Link} to={localePath(importPath(programId, collectId))}>
                {t('matching.toImport')}
              </Button>
            }
          />
        )
      }
    </CollectGate>
  );
}
