import { normaliseText } from '../../core/keywords.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type {
  ColumnTransform,
  MatchingColumn,
  MatchingKey,
} from '../../shared/contract/matching.schema.js';

// A first template from a file's header names (and, when sent, a few of its rows): a header
// names a field by its variable or by its label in either language, whatever its case, accents
// or punctuation; the transform follows the field, and the rows tell a date's or a number's
// format where the field alone cannot.

/** "Date de naissance", "date_de_naissance" and "DATE-DE-NAISSANCE" are one name. */
export const comparableName = (text: string) => normaliseText(text).replace(/[^\p{L}\p{N}]+/gu, '');

const KEY_NAMES = new Set(
  ['id', '_id', 'identifier', 'identifiant', 'code', 'reference', 'ref', 'key', 'cle', 'uid'].map(
    comparableName,
  ),
);

function fieldFor(header: string, fields: readonly RecordField[], taken: Set<string>) {
  const wanted = comparableName(header);
  if (wanted === '') return undefined;
  return fields.find(
    (field) =>
      !taken.has(field.variable) &&
      [field.variable, field.label.en, field.label.fr].some(
        (name) => comparableName(name) === wanted,
      ),
  );
}

const DAY_MONTH = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}/;

function dateTransform(samples: readonly string[]): ColumnTransform {
  if (samples.length === 0 || samples.every((text) => /^\d{4}-\d{2}-\d{2}/.test(text)))
    return 'AUTO';
  if (samples.every((text) => /^\d{4,5}(\.\d+)?$/.test(text))) return 'DATE_EXCEL';
  if (samples.every((text) => /^\d{4}[/.-]\d{1,2}[/.-]\d{1,2}/.test(text))) return 'DATE_YMD';
  const pairs = samples.map((text) => DAY_MONTH.exec(text));
  if (pairs.some((pair) => pair && Number(pair[2]) > 12)) return 'DATE_MDY';
  return 'DATE_DMY';
}

function numberTransform(samples: readonly string[]): ColumnTransform {
  if (samples.some((text) => /\d,\d{1,2}$|\d\.\d{3},|^\d{1,3}(\.\d{3})+$/.test(text))) {
    return 'NUMBER_COMMA';
  }
  if (samples.some((text) => /\d,\d{3}(\.|$)/.test(text))) return 'NUMBER_DOT';
  return 'AUTO';
}

/** The transform a field's cells need, judged from the field and a few of the column's cells. */
export function transformFor(field: RecordField, samples: readonly string[]): ColumnTransform {
  const present = samples.map((text) => text.trim()).filter((text) => text !== '');
  if (field.options.length > 0) return 'OPTION_LABEL';
  switch (field.datatype) {
    case 'BOOLEAN':
      return 'BOOLEAN';
    case 'STRING_ARRAY':
      return 'SPLIT';
    case 'NUMBER':
      return numberTransform(present);
    case 'STRING':
      if (field.input_method === 'DATE_PICKER') return dateTransform(present);
      return 'TRIM';
  }
}

export interface Proposal {
  readonly columns: MatchingColumn[];
  readonly key: MatchingKey | null;
}

export function proposeTemplate(input: {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly fields: readonly RecordField[];
  readonly matchedFields: readonly string[];
}): Proposal {
  const taken = new Set<string>();
  const columns: MatchingColumn[] = input.headers.map((header, index) => {
    const field = fieldFor(header, input.fields, taken);
    if (!field) return { source: header, variable: null, transform: 'AUTO' };
    taken.add(field.variable);
    const samples = input.rows.map((row) => row[index] ?? '');
    return { source: header, variable: field.variable, transform: transformFor(field, samples) };
  });
  const matched = input.matchedFields.length > 0 && input.matchedFields.every((v) => taken.has(v));
  if (matched) return { columns, key: { type: 'MATCHED_FIELDS' } };
  const keyColumn = input.headers.find((header) => KEY_NAMES.has(comparableName(header)));
  return { columns, key: keyColumn ? { type: 'COLUMN', source: keyColumn } : null };
}
