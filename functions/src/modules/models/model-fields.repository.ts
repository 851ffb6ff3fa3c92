import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { appError, notFound } from '../../core/errors.js';
import {
  allModelFields,
  modelFieldRef,
  modelFieldsCollection,
  modelRef,
} from '../../db/collections.js';
import { fieldDocument, toModelField, variableKeyOf } from '../../db/model-document.js';
import type { FieldDefinition } from '../../shared/contract/field.schema.js';
import type { ModelField, ModelUse } from '../../shared/contract/model.schema.js';
import { modelUsesIn } from './model-uses.js';

// Every change of a field also writes its model document in the same transaction: readers
// (db/model-reader.ts) reuse fields they read while the model document's update time is
// unchanged, so a field change that left the model document alone would go unseen.

/** A field as the service defines it; the repository keeps `order`. */
export type FieldContent = Omit<FieldDefinition, 'order'>;

/** What a change of a field is decided on, all read in its transaction. */
export interface FieldState {
  readonly field: ModelField;
  /** Every field of the model, in order (the field itself included). */
  readonly fields: readonly ModelField[];
  /** The collects built on the model (the first few). */
  readonly uses: readonly ModelUse[];
}

export interface ModelFieldsRepository {
  find(fieldId: string): Promise<ModelField | null>;
  /**
   * Adds a field at `order` (last when absent or past the end), moving the following ones down.
   * `guard` sees the model's fields and uses first and throws to refuse.
   */
  create(
    modelId: string,
    content: FieldContent,
    order: number | undefined,
    now: Date,
    guard: (fields: readonly ModelField[], uses: readonly ModelUse[]) => void,
  ): Promise<ModelField>;
  /** Rewrites the field with what `decide` answers (it throws to refuse). */
  update(
    fieldId: string,
    now: Date,
    decide: (state: FieldState) => FieldContent,
  ): Promise<ModelField>;
  /** Deletes the field and closes the gap; `guard` throws to refuse. Answers the fields left. */
  delete(fieldId: string, now: Date, guard: (state: FieldState) => void): Promise<ModelField[]>;
  /** Renumbers the fields in the order `arrange` gives (every id of the model, once). */
  reorder(
    fieldId: string,
    now: Date,
    arrange: (state: FieldState) => readonly string[],
  ): Promise<ModelField[]>;
}

export function createModelFieldsRepository(db: Firestore): ModelFieldsRepository {
  /** A field found by its id alone: ids are unique across models. */
  const locate = async (fieldId: string): Promise<DocumentReference | null> => {
    const found = await allModelFields(db).where('field_id', '==', fieldId).limit(1).get();
    return found.docs[0]?.ref ?? null;
  };

  const fieldsOf = async (tx: Transaction, modelId: string) => {
    const snapshot = await tx.get(modelFieldsCollection(db, modelId).orderBy('order'));
    return snapshot.docs.map(toModelField);
  };

  /** Reads the field, its siblings and the model's uses in `tx`. */
  const stateOf = async (tx: Transaction, fieldId: string): Promise<FieldState> => {
    const ref = await locate(fieldId);
    const modelId = ref?.parent.parent?.id;
    if (!ref || !modelId) throw notFound('Field not found');
    const [snapshot, fields, uses] = await Promise.all([
      tx.get(ref),
      fieldsOf(tx, modelId),
      modelUsesIn(tx, db, modelId),
    ]);
    if (!snapshot.exists) throw notFound('Field not found');
    return { field: toModelField(snapshot), fields, uses };
  };

  /** Writes `order` where it changed, and answers the fields as they now stand. */
  const renumber = (
    tx: Transaction,
    modelId: string,
    ordered: readonly ModelField[],
    now: Date,
  ): ModelField[] =>
    ordered.map((field, order) => {
      if (field.order === order) return field;
      tx.update(modelFieldRef(db, modelId, field._id), { order, updated_at: now });
      return { ...field, order, updated_at: now.toISOString() };
    });

  const touchModel = (tx: Transaction, modelId: string, count: number, now: Date) =>
    tx.update(modelRef(db, modelId), { fields_count: count, updated_at: now });

  return {
    async find(fieldId) {
      const ref = await locate(fieldId);
      if (!ref) return null;
      const snapshot = await ref.get();
      return snapshot.exists ? toModelField(snapshot) : null;
    },

    async create(modelId, content, order, now, guard) {
      const ref = modelFieldsCollection(db, modelId).doc();
      return db.runTransaction(async (tx) => {
        const [model, fields, uses] = await Promise.all([
          tx.get(modelRef(db, modelId)),
          fieldsOf(tx, modelId),
          modelUsesIn(tx, db, modelId),
        ]);
        if (!model.exists) throw notFound('Model not found');
        guard(fields, uses);
        assertUniqueVariable(fields, content.variable, null);
        const at = Math.min(order ?? fields.length, fields.length);
        const stamp = { created_at: now, updated_at: now };
        tx.create(ref, { ...fieldDocument({ fieldId: ref.id, modelId }, content, at), ...stamp });
        const created = toFieldAnswer(ref.id, modelId, content, at, now, now);
        renumber(tx, modelId, fields.toSpliced(at, 0, created), now);
        touchModel(tx, modelId, fields.length + 1, now);
        return created;
      });
    },

    async update(fieldId, now, decide) {
      return db.runTransaction(async (tx) => {
        const state = await stateOf(tx, fieldId);
        const content = decide(state);
        const { field } = state;
        assertUniqueVariable(state.fields, content.variable, field._id);
        tx.set(modelFieldRef(db, field.model_id, field._id), {
          ...fieldDocument({ fieldId: field._id, modelId: field.model_id }, content, field.order),
          created_at: new Date(field.created_at),
          updated_at: now,
        });
        tx.update(modelRef(db, field.model_id), { updated_at: now });
        return toFieldAnswer(
          field._id,
          field.model_id,
          content,
          field.order,
          new Date(field.created_at),
          now,
        );
      });
    },

    async delete(fieldId, now, guard) {
      return db.runTransaction(async (tx) => {
        const state = await stateOf(tx, fieldId);
        guard(state);
        const { field } = state;
        tx.delete(modelFieldRef(db, field.model_id, field._id));
        const left = state.fields.filter((other) => other._id !== field._id);
        touchModel(tx, field.model_id, left.length, now);
        return renumber(tx, field.model_id, left, now);
      });
    },

    async reorder(fieldId, now, arrange) {
      return db.runTransaction(async (tx) => {
        const state = await stateOf(tx, fieldId);
        const byId = new Map(state.fields.map((field) => [field._id, field]));
        const ordered = arrange(state).flatMap((id) => byId.get(id) ?? []);
        const modelId = state.field.model_id;
        const moved = renumber(tx, modelId, ordered, now);
        if (moved.some((field, index) => field !== ordered[index])) {
          tx.update(modelRef(db, modelId), { updated_at: now });
        }
        return moved;
      });
    },
  };
}

/** A variable already in the model, whatever its case, is a 409 naming `variable`. */
function assertUniqueVariable(
  fields: readonly ModelField[],
  variable: string,
  selfId: string | null,
): void {
  const key = variableKeyOf(variable);
  const clash = fields.find(
    (field) => field._id !== selfId && variableKeyOf(field.variable) === key,
  );
  if (!clash) return;
  const message = `The model already has a field named ${clash.variable}`;
  throw appError('ALREADY_EXISTS', `variable: ${message}`, {
    issues: [{ path: 'variable', message }],
  });
}

function toFieldAnswer(
  fieldId: string,
  modelId: string,
  content: FieldContent,
  order: number,
  createdAt: Date,
  updatedAt: Date,
): ModelField {
  return {
    _id: fieldId,
    field_id: fieldId,
    model_id: modelId,
    order,
    label: content.label,
    variable: content.variable,
    datatype: content.datatype,
    input_method: content.input_method,
    options: content.options,
    ...(content.help ? { help: content.help } : {}),
    validation_rules: content.validation_rules,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}
