import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { exportRequestSchema, exportResponseSchema } from './export.schema.js';

export const exportEndpoints = {
  export: endpoint({
    method: 'post',
    path: '/programs/:program_id/collects/:collect_id/records/export',
    tag: 'Records',
    summary: 'Export the records the caller may see as CSV or XLSX',
    description:
      "`collectItems` (selected ids) or the grid's view (`filters`, `keywords`, `sort`, `direction`); `format` `csv` (default, UTF-8 with a byte order mark) or `xlsx`. Columns are the model's fields in order, headed by their labels in the caller's language (`?lang=` or Accept-Language), values written for people (option labels, yes/no, dates, lists joined by `; `); a cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) is prefixed with `'`. Up to 5,000 records the answer is `{ fileUrl }`, a link valid for an hour; above, `{ task }` with status 202, whose `file_url` appears when it is done.",
    auth: true,
    body: { contentType: 'application/json', schema: exportRequestSchema },
    response: {
      status: 200,
      description: '`{ fileUrl }`; or 202 with `{ task }` for a large export',
      contentType: 'application/json',
      schema: exportResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
};
