import { Alert, Stack } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { notifications } from '@/lib/notifications';
import type { Collect } from '@shared/contract/collect.schema';
import { isFilterableField, type RecordFilter } from '@shared/contract/record-query.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { isApiError } from '@/lib/api-error';
import { useIntlLocale, useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useSubject } from '@/lib/session/subject';
import { useRecords } from '../api/get-records';
import { useUpdateDefaultFilters } from '../api/update-default-filters';
import {
  effectiveSort,
  hasViewParams,
  rangeField,
  readGridView,
  sameView,
  toggledSort,
  viewParams,
  viewSearch,
  withoutView,
  writeGridView,
  type GridView,
} from '../utils/grid-view';
import { canBulkUpdate } from '../utils/can-bulk-update';
import { newRecordPath, recordViewPath } from '../utils/record-paths';
import { BulkActions } from './bulk-actions';
import { gridColumns, type RowSelection, type SelectionUpdate } from './grid-columns';
import { GridError, NoMatch, NoRecordForMember, NoRecordYet } from './grid-states';
import { GridSummary, GridToolbar } from './grid-toolbar';
import { RecordsTable } from './records-table';

const NO_SELECTION: RowSelection = {};

interface RecordsGridProps {
  programId: string;
  collect: Collect;
  /** Administrators and managers save the view everyone opens with. */
  canSaveDefault: boolean;
  /** Whether the caller may add records (a refused write would end their session, SPEC §4). */
  canCreate: boolean;
  /** Administrators and managers: the member whose records the grid shows instead. */
  asUser?: { _id: string; name: string | undefined } | undefined;
}

/** The records grid of a collect, its view (filters, keywords, sort) kept in the URL. */
export function RecordsGrid({
  programId,
  collect,
  canSaveDefault,
  canCreate,
  asUser,
}: RecordsGridProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const subject = useSubject();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const defaults = collect.default_filters;
  const view = useMemo(
    () => readGridView(new URLSearchParams(search), defaults),
    [search, defaults],
  );
  const gridQuery = useMemo(
    () => ({ ...viewParams(view), as_user: asUser?._id }),
    [view, asUser?._id],
  );
  const query = useRecords(collect._id, gridQuery);
  const saveDefault = useUpdateDefaultFilters();
  // A selection belongs to the view (and member) it was made in: another starts with none.
  const viewKey = JSON.stringify(gridQuery);
  const [selected, setSelected] = useState<{ view: string; rows: RowSelection }>({
    view: viewKey,
    rows: {},
  });
  const selection = selected.view === viewKey ? selected.rows : NO_SELECTION;
  const setSelection = useCallback(
    (updater: SelectionUpdate) =>
      setSelected((current) => {
        const rows = current.view === viewKey ? current.rows : NO_SELECTION;
        return { view: viewKey, rows: typeof updater === 'function' ? updater(rows) : updater };
      }),
    [viewKey],
  );

  const byVariable = useMemo(
    () => new Map(collect.fields.map((field) => [field.variable, field])),
    [collect.fields],
  );
  const displayed = useMemo(
    () => collect.fieldsToDisplay.flatMap((variable) => byVariable.get(variable) ?? []),
    [collect.fieldsToDisplay, byVariable],
  );
  const filterable = useMemo(
    () =>
      collect.fields.filter(
        (field) => collect.filterable_fields.includes(field.variable) && isFilterableField(field),
      ),
    [collect.fields, collect.filterable_fields],
  );
  const columns = useMemo(
    () => gridColumns({ fields: displayed, locale, intlLocale, t }),
    [displayed, locale, intlLocale, t],
  );

  const setView = useCallback(
    (next: GridView, replace = false) =>
      setParams((current) => writeGridView(current, next), { replace }),
    [setParams],
  );
  const clearFilters = () => setView({ ...view, filters: [], keywords: '' });
  const onOpen = useCallback(
    (record: CollectRecord) =>
      void navigate(
        `${localePath(recordViewPath(programId, collect._id, record._id))}${viewSearch(params)}`,
      ),
    [navigate, localePath, programId, collect._id, params],
  );
  const { fetchNextPage } = query;
  const onNearEnd = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const records = useMemo(
    () => query.data?.pages.flatMap((page) => page.items) ?? [],
    [query.data],
  );
  const total = query.data?.pages[0]?.totalItems;
  const isDefault = sameView(view, { ...defaults, keywords: '' });
  const narrowed = view.filters.length > 0 || view.keywords !== '';
  const newRecordHref = canCreate ? localePath(newRecordPath(programId, collect._id)) : null;

  // The toolbar and the bulk actions keep their render while pages arrive (their props stay the
  // same objects): a page's arrival then renders the rows, not the whole grid.
  const { mutateAsync: saveDefaultView } = saveDefault;
  const onSaveDefault = useCallback(() => {
    const save = async () => {
      await saveDefaultView({
        programId,
        collectId: collect._id,
        view: { filters: view.filters, sort: view.sort },
      });
      notifications.show({ color: 'teal', message: t('grid.defaultSaved') });
    };
    void save().catch(() => undefined);
  }, [saveDefaultView, programId, collect._id, view, t]);
  const onKeywords = useCallback(
    (keywords: string) => setView({ ...view, keywords }, true),
    [setView, view],
  );
  const onAddFilter = useCallback(
    (filter: RecordFilter) => setView({ ...view, filters: [...view.filters, filter] }),
    [setView, view],
  );
  const onRemoveFilter = useCallback(
    (index: number) => setView({ ...view, filters: view.filters.filter((_, at) => at !== index) }),
    [setView, view],
  );
  const onResetDefault = useCallback(
    () => setParams((current) => withoutView(current)),
    [setParams],
  );
  const selectedIds = useMemo(() => Object.keys(selection), [selection]);
  const clearSelection = useCallback(() => setSelection({}), [setSelection]);

  let body: React.ReactNode;
  if (query.isError && !query.data) {
    body = (
      <GridError error={query.error} onRetry={() => void query.refetch()} onClear={clearFilters} />
    );
  } else if (total === 0 && !query.isPlaceholderData) {
    if (narrowed) body = <NoMatch onClear={clearFilters} />;
    else if (asUser) body = <NoRecordForMember name={asUser.name} />;
    else body = <NoRecordYet newRecordHref={newRecordHref} />;
  } else {
    body = (
      <RecordsTable
        records={records}
        columns={columns}
        total={total ?? 0}
        loading={query.isPending}
        stale={query.isPlaceholderData}
        hasNextPage={query.hasNextPage}
        fetchingNextPage={query.isFetchingNextPage}
        onNearEnd={onNearEnd}
        sort={effectiveSort(view)}
        sortLockedTo={rangeField(view)}
        onSort={(field) => setView({ ...view, sort: toggledSort(view, field) })}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={onOpen}
      />
    );
  }

  return (
    <Stack gap="sm">
      <GridToolbar
        fields={collect.fields}
        filterableFields={filterable}
        filters={view.filters}
        keywords={view.keywords}
        onKeywords={onKeywords}
        onAddFilter={onAddFilter}
        onRemoveFilter={onRemoveFilter}
        onSaveDefault={canSaveDefault && !isDefault ? onSaveDefault : undefined}
        savingDefault={saveDefault.isPending}
        onResetDefault={hasViewParams(params) && !isDefault ? onResetDefault : undefined}
      />
      <FormErrorAlert
        message={
          saveDefault.error &&
          (isApiError(saveDefault.error) && saveDefault.error.status === 400
            ? saveDefault.error.message
            : t('grid.saveDefaultError'))
        }
      />
      {collect.indexes.state !== 'READY' && (
        <Alert
          color={collect.indexes.state === 'ERROR' ? 'red' : 'blue'}
          variant="light"
          icon={<IconHourglass size={18} />}
        >
          {t(collect.indexes.state === 'ERROR' ? 'grid.indexesError' : 'grid.indexesBuilding', {
            ready: collect.indexes.ready,
            total: collect.indexes.total,
          })}
        </Alert>
      )}
      <GridSummary total={total} selected={selectedIds.length} intlLocale={intlLocale} />
      {/* Another member's grid is for looking: exports and edits act as the caller. */}
      {!asUser && total !== undefined && total > 0 && (
        <BulkActions
          key={viewKey}
          programId={programId}
          collect={collect}
          view={view}
          selectedIds={selectedIds}
          loaded={records.length}
          total={total}
          canBulkEdit={canBulkUpdate(subject, collect)}
          onClearSelection={clearSelection}
          intlLocale={intlLocale}
        />
      )}
      {body}
    </Stack>
  );
}
