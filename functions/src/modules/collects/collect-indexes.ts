import type { IndexField, IndexSpec } from '../../core/indexes/index-admin.js';
import type { Collect } from '../../shared/contract/collect.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { isSortableField, RECORD_TIME_FIELDS } from '../../shared/contract/record-query.schema.js';

// The composite indexes a collect's grid needs (README, "Firestore indexes"). Firestore answers
// a query that filters by equality on some fields and orders by another by merging the indexes
// (F ASC, S d) of each filter, so one index per filterable field × sortable field × direction
// covers every combination of equality filters with any sort; keyword search is one more
// equality (keywords CONTAINS), and so is a contributor's reach (acl_class IN, from their
// attribution rules: db/record-access-document.ts). A range filter is sorted by its own field, which the field's
// single-field index answers. Created through the IndexAdmin port when a collect's fields
// change; the same function tells tests and the emulator which indexes production will have.

type IndexOrder = NonNullable<IndexField['order']>;

export type CollectGridSettings = Pick<Collect, 'fieldsToDisplay' | 'filterable_fields'>;

const RECORDS_GROUP = 'records';
const ORDERS: readonly IndexOrder[] = ['ASCENDING', 'DESCENDING'];

/** Where a record keeps a variable's value. */
export const recordFieldPath = (variable: string): string => `fields.${variable}`;

/**
 * The field paths the grid may sort by: displayed and filterable fields that have an order,
 * then the record's times. Unknown variables are left out.
 */
export function sortablePaths(
  collect: CollectGridSettings,
  fields: readonly RecordField[],
): string[] {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  const variables = [...new Set([...collect.fieldsToDisplay, ...collect.filterable_fields])];
  const sortable = variables.filter((variable) => {
    const field = byVariable.get(variable);
    return field !== undefined && isSortableField(field);
  });
  return [...sortable.map(recordFieldPath), ...RECORD_TIME_FIELDS];
}

/** Every composite index the collect's grid needs, without duplicates, in a stable order. */
export function collectIndexSpecs(
  collect: CollectGridSettings,
  fields: readonly RecordField[],
): IndexSpec[] {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  const sortable = sortablePaths(collect, fields);
  const specs: IndexSpec[] = [];
  const add = (first: IndexField, sortPath: string, order: IndexOrder) =>
    specs.push({
      collectionGroup: RECORDS_GROUP,
      queryScope: 'COLLECTION',
      fields: [first, { fieldPath: sortPath, order }],
    });
  for (const sortPath of sortable) {
    for (const order of ORDERS) {
      add({ fieldPath: 'keywords', arrayConfig: 'CONTAINS' }, sortPath, order);
      // A contributor's grid: their records' classes (attribution rules), merged like a filter.
      add({ fieldPath: 'acl_class', order: 'ASCENDING' }, sortPath, order);
    }
  }
  for (const variable of new Set(collect.filterable_fields)) {
    const field = byVariable.get(variable);
    if (!field) continue;
    const path = recordFieldPath(variable);
    // A list is looked up by contains, and by "empty" (== null), an equality on its value.
    const firsts: IndexField[] =
      field.datatype === 'STRING_ARRAY'
        ? [
            { fieldPath: path, arrayConfig: 'CONTAINS' },
            { fieldPath: path, order: 'ASCENDING' },
          ]
        : [{ fieldPath: path, order: 'ASCENDING' }];
    for (const sortPath of sortable) {
      if (sortPath === path) continue;
      for (const first of firsts) for (const order of ORDERS) add(first, sortPath, order);
    }
  }
  return specs;
}
