import type { FilePreview } from '@shared/contract/import.schema';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { importKeys } from './import-keys';
import { proposeMatchingTemplate } from './propose-matching-template';

/** A proposal for a file's headers, asked for only when the collect has no saved template. */
export function useTemplateProposal(
  place: FilePlace,
  preview: FilePreview | undefined,
  enabled: boolean,
) {
  const api = useApi();
  const headers = preview?.headers ?? [];
  return useQuery({
    queryKey: [...importKeys.all(place.programId, place.collectId), 'proposal', headers],
    queryFn: () =>
      proposeMatchingTemplate(api, place, {
        headers: [...headers],
        rows: (preview?.rows ?? []).map((row) => [...row.cells]),
        header_row: preview?.header_row ?? 1,
      }),
    enabled: enabled && headers.length > 0,
    staleTime: Infinity,
  });
}
