import { importEndpoints } from '@shared/contract/import.endpoints';
import type { MatchingTemplate, MatchingTemplateInput } from '@shared/contract/matching.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { importKeys } from './import-keys';

export async function saveMatchingTemplate(
  api: ApiClient,
  place: FilePlace,
  template: MatchingTemplateInput,
): Promise<MatchingTemplate | null> {
  const saved = await callApi(api, importEndpoints.saveTemplate, {
    params: { program_id: place.programId, collect_id: place.collectId },
    body: template,
  });
  return saved.template;
}

export function useSaveMatchingTemplate(place: FilePlace) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: MatchingTemplateInput) => saveMatchingTemplate(api, place, template),
    onSuccess: (template) =>
      queryClient.setQueryData(importKeys.template(place.programId, place.collectId), template),
  });
}
