import type { Locale } from '@shared/contract/locale.schema';
import type { ModelField } from '@shared/contract/model.schema';
import type {
  DefaultFilters,
  FilterScalar,
  RecordFilter,
} from '@shared/contract/record-query.schema';
import { fieldLabel, optionLabel } from '@/components/fields/field-text';

const TIME_INPUTS: ReadonlySet<string> = new Set(['DATE_PICKER', 'TIME_PICKER']);

type Translate = (key: string, values?: Record<string, string | number>) => string;

function valueText(
  field: ModelField | undefined,
  value: FilterScalar,
  locale: Locale,
  t: Translate,
): string {
  if (typeof value === 'boolean') return t(value ? 'filters.yes' : 'filters.no');
  if (field && field.options.length > 0) return optionLabel(field, value, locale);
  return String(value);
}

/** One saved filter in words: "Region is one of North, South". */
export function filterSentence(
  filter: RecordFilter,
  fields: readonly ModelField[],
  locale: Locale,
  t: Translate,
): string {
  const field = fields.find((candidate) => candidate.variable === filter.field);
  const name = field ? fieldLabel(field, locale) : filter.field;
  const values =
    filter.value === undefined ? [] : Array.isArray(filter.value) ? filter.value : [filter.value];
  const value = values.map((entry) => valueText(field, entry, locale, t)).join(', ');
  // Dates and times read better as "after" and "before" than as "above" and "below".
  const inTime =
    TIME_INPUTS.has(field?.input_method ?? '') && ['gt', 'gte', 'lt', 'lte'].includes(filter.op);
  return t(`filters.${inTime ? 'timeOps' : 'ops'}.${filter.op}`, { field: name, value });
}

/** The sort of a saved view in words: "Newest first", "By Region, A to Z". */
export function sortSentence(
  sort: DefaultFilters['sort'],
  fields: readonly ModelField[],
  locale: Locale,
  t: Translate,
): string {
  if (!sort) return t('filters.defaultSort');
  const field = fields.find((candidate) => candidate.variable === sort.field);
  const name = field
    ? fieldLabel(field, locale)
    : sort.field === 'created_at' || sort.field === 'updated_at'
      ? t(`filters.timeFields.${sort.field}`)
      : sort.field;
  return t(`filters.sort.${sort.direction}`, { field: name });
}
