import { recordEndpoints } from '@shared/contract/record.endpoints';
import { callApi, type ApiClient } from '../api-client';
import type { OutboxTransport } from './outbox-sync';

/**
 * The outbox's calls through the app's API client. They handle a refused session themselves
 * (skipAuthRedirect): a 403 is one record's refusal, not a reason to end the session, and a 401
 * holds the queue until the user signs in again.
 */
export function apiOutboxTransport(api: ApiClient): OutboxTransport {
  return {
    async upload(entry, file) {
      const body = new FormData();
      body.set('variable', file.variable);
      body.set('file', new File([file.data], file.name, { type: file.type }), file.name);
      const stored = await callApi(api, recordEndpoints.uploadFieldContent, {
        params: { collect_id: entry.collect_id },
        body,
        skipAuthRedirect: true,
      });
      return stored.url;
    },
    async create(entry) {
      const { record } = await callApi(api, recordEndpoints.create, {
        params: { program_id: entry.program_id, collect_id: entry.collect_id },
        body: { _id: entry.record_id, fields: entry.fields },
        skipAuthRedirect: true,
      });
      return record;
    },
    async update(entry) {
      const { record } = await callApi(api, recordEndpoints.update, {
        params: {
          program_id: entry.program_id,
          collect_id: entry.collect_id,
          record_id: entry.record_id,
        },
        body: {
          fields: entry.fields,
          ...(entry.version === null ? {} : { version: entry.version }),
        },
        skipAuthRedirect: true,
      });
      return record;
    },
  };
}
