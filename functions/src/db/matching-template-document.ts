import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { matchingColumnSchema, matchingKeySchema } from '../shared/contract/matching.schema.js';
import type {
  MatchingTemplate,
  MatchingTemplateValues,
} from '../shared/contract/matching.schema.js';

// `programs/{p}/collects/{c}/matchingTemplates/default`: columns [{source, variable | null,
// transform}], key {type: MATCHED_FIELDS} | {type: COLUMN, source} | null, header_row,
// updated_at, updated_by. One per collect, beside it, so that the collect document every records
// call reads stays small; deleted with the collect's contents. Written only by
// modules/imports/matching-template.repository.ts.

const storedTemplateSchema = z.object({
  columns: z.array(matchingColumnSchema).default([]),
  key: z._default(z.nullable(matchingKeySchema), null),
  header_row: z.number().int().min(1).default(1),
  updated_at: z._default(z.nullable(storedDateSchema), null),
  updated_by: z._default(z.nullable(personRefSchema), null),
});

export function matchingTemplateData(template: MatchingTemplateValues, by: PersonRef, at: Date) {
  return {
    columns: template.columns.map((column) => ({ ...column })),
    key: template.key ? { ...template.key } : null,
    header_row: template.header_row,
    updated_at: at,
    updated_by: { ...by },
  };
}

export function toMatchingTemplate(snapshot: DocumentSnapshot): MatchingTemplate {
  const stored = storedTemplateSchema.parse(snapshot.data());
  return {
    columns: stored.columns,
    key: stored.key,
    header_row: stored.header_row,
    updated_at: stored.updated_at?.toISOString() ?? null,
    updated_by: stored.updated_by,
  };
}
