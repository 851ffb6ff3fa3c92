import type {
  MatchingColumn,
  MatchingKey,
  MatchingTemplate,
} from '@shared/contract/matching.schema';

/** What the matching screen edits: one column per header of the file, and the key. */
export interface TemplateDraft {
  columns: MatchingColumn[];
  key: MatchingKey | null;
}

/**
 * A saved (or proposed) template laid on the file's headers: a header it names keeps its field
 * and transform; another is ignored until someone maps it. A key column the file lacks is dropped.
 */
export function draftFor(headers: readonly string[], template: MatchingTemplate): TemplateDraft {
  const bySource = new Map(template.columns.map((column) => [column.source, column]));
  const columns = headers.map(
    (source): MatchingColumn =>
      bySource.get(source) ?? { source, variable: null, transform: 'AUTO' },
  );
  const key =
    template.key?.type === 'COLUMN' && !headers.includes(template.key.source) ? null : template.key;
  return { columns, key };
}
