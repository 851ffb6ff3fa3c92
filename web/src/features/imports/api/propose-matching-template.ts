import { importEndpoints } from '@shared/contract/import.endpoints';
import type { MatchingTemplate, ProposeTemplateRequest } from '@shared/contract/matching.schema';
import { callApi, type ApiClient } from '@/lib/api-client';
import type { FilePlace } from './get-file-preview';

/** A first template from the file's headers and first rows (not saved). */
export async function proposeMatchingTemplate(
  api: ApiClient,
  place: FilePlace,
  request: ProposeTemplateRequest,
): Promise<MatchingTemplate> {
  const { template } = await callApi(api, importEndpoints.proposeTemplate, {
    params: { program_id: place.programId, collect_id: place.collectId },
    body: request,
  });
  return template;
}
