import { exportEndpoints } from '@shared/contract/export.endpoints';
import type { ExportFormat, ExportResponse } from '@shared/contract/export.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { GridView } from '../utils/grid-view';

export interface ExportRecordsInput {
  programId: string;
  collectId: string;
  format: ExportFormat;
  /** The selected records; none: every record of the view. */
  recordIds?: readonly string[] | undefined;
  view: GridView;
}

/** The view as the export's body takes it (the grid's query string, as JSON). */
export function viewBody(view: GridView) {
  return {
    filters: view.filters.length > 0 ? view.filters : undefined,
    keywords: view.keywords || undefined,
    sort: view.sort?.field,
    direction: view.sort?.direction,
  };
}

/** `{ fileUrl }` for a file written at once; `{ task }` for a large export. */
export function exportRecords(
  api: ApiClient,
  { programId, collectId, format, recordIds, view }: ExportRecordsInput,
): Promise<ExportResponse> {
  return callApi(api, exportEndpoints.export, {
    params: { program_id: programId, collect_id: collectId },
    body: {
      ...viewBody(view),
      collectItems: recordIds && recordIds.length > 0 ? [...recordIds] : undefined,
      format,
    },
  });
}

export function useExportRecords() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ExportRecordsInput) => exportRecords(api, input) });
}
