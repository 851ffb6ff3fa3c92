import { bulkUpdateRequestSchema, bulkUpdateResponseSchema } from './bulk-update.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';

export const bulkUpdateEndpoints = {
  bulkUpdate: endpoint({
    method: 'put',
    path: '/programs/:program_id/collects/:collect_id/records/bulk-update',
    tag: 'Records',
    summary: 'Set the same values on many records (administrators, managers, bulk contributors)',
    description:
      "`fields` holds the values to set, checked by the model's validation engine (400 naming the field); `collectItems` names the records, else every record of the view (`filters`, `keywords`). A record the caller cannot see, or that the change would move outside their WRITE rules, is left as it is and counted in `rejected` with its reason. Up to 300 records the answer is `{ updated, rejected, rejections }`; above, `{ task }` with status 202.",
    auth: true,
    body: { contentType: 'application/json', schema: bulkUpdateRequestSchema },
    response: {
      status: 200,
      description: 'What was updated; or 202 with `{ task }` for many records',
      contentType: 'application/json',
      schema: bulkUpdateResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
};
