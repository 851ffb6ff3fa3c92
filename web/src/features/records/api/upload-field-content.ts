import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { UploadFieldContentResponse } from '@shared/contract/record.schema';
import { callApi, type ApiClient } from '@/lib/api-client';

export interface UploadFieldContentInput {
  collectId: string;
  /** The FILE_UPLOAD field the file is for. */
  variable: string;
  file: File;
}

/** Stores one file; the answer's `url` is the value the field keeps. */
export async function uploadFieldContent(
  api: ApiClient,
  { collectId, variable, file }: UploadFieldContentInput,
): Promise<UploadFieldContentResponse> {
  const body = new FormData();
  body.set('variable', variable);
  body.set('file', file, file.name);
  return callApi(api, recordEndpoints.uploadFieldContent, {
    params: { collect_id: collectId },
    body,
  });
}
