import { appError, invalidField } from '../../core/errors.js';
import type { AppError } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { fieldDefinitionSchema } from '../../shared/contract/field.schema.js';
import type {
  ModelField,
  ModelUse,
  UpdateFieldRequest,
} from '../../shared/contract/model.schema.js';
import type { FieldContent } from './model-fields.repository.js';

// What may change in a model that collects use (issue 10): adding fields, relabelling,
// reordering, changing rules and adding options are safe; the variable (the key of the value in
// every record), the datatype (the kind of value records hold), removing an option (records may
// hold it) and deleting a field are refused with a 409 that says why. We refuse rather than
// migrate: a migration of records belongs with the records, and a refusal loses nothing.

/** The stored field merged with an update, parsed whole: an incoherent result is a 400. */
export function mergeFieldUpdate(field: ModelField, update: UpdateFieldRequest): FieldContent {
  const { help, ...rest } = update;
  const merged = {
    label: field.label,
    variable: field.variable,
    datatype: field.datatype,
    input_method: field.input_method,
    options: field.options,
    validation_rules: field.validation_rules,
    ...rest,
    help: help === null ? undefined : (help ?? field.help),
  };
  const { order: _order, ...content } = parseInput(fieldDefinitionSchema, merged);
  return content;
}

/** Why a change may not be made while collects use the model; null when it may. */
export function lockedChange(
  before: ModelField,
  after: FieldContent,
): { path: string; message: string } | null {
  if (after.variable !== before.variable) {
    return {
      path: 'variable',
      message: `The variable ${before.variable} names this value in the records of the collects using the model: it cannot be renamed`,
    };
  }
  if (after.datatype !== before.datatype) {
    return {
      path: 'datatype',
      message: `Records of the collects using the model hold ${before.datatype} values for ${before.variable}: its datatype cannot change`,
    };
  }
  const kept = new Set(after.options.map((option) => option.value));
  const removed = before.options.filter((option) => !kept.has(option.value));
  if (removed.length > 0) {
    return {
      path: 'options',
      message: `Records of the collects using the model may hold ${removed.map((option) => option.value).join(', ')}: options can be added, not removed`,
    };
  }
  return null;
}

/** A 409 naming the collects that use the model, and the property at fault when there is one. */
export function modelInUse(uses: readonly ModelUse[], reason: string, path?: string): AppError {
  const names = uses.map((use) => use.title).join(', ');
  const message = `${reason} (used by ${names})`;
  return appError('CONFLICT', message, {
    collects: uses.map((use) => ({ ...use })),
    ...(path ? { issues: [{ path, message: reason }] } : {}),
  });
}

/**
 * The model's field ids in their new order: `order` moves one field there (past the end is
 * last); `field_ids` must list every field once.
 */
export function arrangedIds(
  fields: readonly ModelField[],
  fieldId: string,
  request: { order: number } | { field_ids: readonly string[] },
): string[] {
  const ids = fields.map((field) => field._id);
  if ('order' in request) {
    const others = ids.filter((id) => id !== fieldId);
    return others.toSpliced(Math.min(request.order, others.length), 0, fieldId);
  }
  const given = request.field_ids;
  const known = new Set(ids);
  if (
    given.length !== ids.length ||
    new Set(given).size !== given.length ||
    given.some((id) => !known.has(id))
  ) {
    throw invalidField('field_ids', 'List every field of the model once, in the new order');
  }
  return [...given];
}
