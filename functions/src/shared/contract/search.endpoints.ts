import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { searchQuerySchema, searchResponseSchema } from './search.schema.js';

export const searchEndpoints = {
  search: endpoint({
    method: 'get',
    path: '/search',
    tag: 'Search',
    summary: 'Programs and collects the caller may see, by keyword',
    description:
      '`keywords` (3 characters or more) matches a prefix of a word of a program’s name or a collect’s title, without case or accents; up to 20 of each, sorted by name. `records` stays empty until collects hold records.',
    auth: true,
    query: searchQuerySchema,
    response: {
      status: 200,
      description: 'Matches grouped by kind',
      contentType: 'application/json',
      schema: searchResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
};
