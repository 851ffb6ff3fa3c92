import type { Clock } from '../../core/clock.js';
import { forbidden, invalidField, notFound } from '../../core/errors.js';
import { searchKeyOf } from '../../core/keywords.js';
import type { CurrentUser } from '../../http/request-context.js';
import {
  MODEL_FIELDS_MAX,
  MODELS_AVAILABLE_MAX,
  type AvailableModelsQuery,
  type AvailableModelsResponse,
  type CreateFieldRequest,
  type CreateModelRequest,
  type Model,
  type ModelField,
  type ModelsQuery,
  type ModelsResponse,
  type UpdateFieldOrderRequest,
  type UpdateFieldRequest,
  type UpdateModelRequest,
} from '../../shared/contract/model.schema.js';
import { canDesignModels, canPickModels } from '../../shared/permissions/models.js';
import { arrangedIds, lockedChange, mergeFieldUpdate, modelInUse } from './field-changes.js';
import type { ModelFieldsRepository } from './model-fields.repository.js';
import type { ModelsRepository } from './models.repository.js';

export interface ModelsDeps {
  readonly models: ModelsRepository;
  readonly fields: ModelFieldsRepository;
  readonly clock: Clock;
}

export interface ModelsService {
  list(current: CurrentUser, query: ModelsQuery): Promise<ModelsResponse>;
  available(current: CurrentUser, query: AvailableModelsQuery): Promise<AvailableModelsResponse>;
  get(current: CurrentUser, id: string): Promise<Model>;
  /** A model with its fields for a collect form: whoever may pick models may read one. */
  getAvailable(current: CurrentUser, id: string): Promise<Model>;
  create(current: CurrentUser, input: CreateModelRequest): Promise<Model>;
  update(current: CurrentUser, id: string, input: UpdateModelRequest): Promise<Model>;
  delete(current: CurrentUser, id: string): Promise<{ _id: string }>;
  getField(current: CurrentUser, fieldId: string): Promise<ModelField>;
  createField(current: CurrentUser, input: CreateFieldRequest): Promise<ModelField>;
  updateField(
    current: CurrentUser,
    fieldId: string,
    input: UpdateFieldRequest,
  ): Promise<ModelField>;
  deleteField(current: CurrentUser, fieldId: string): Promise<ModelField[]>;
  reorderField(
    current: CurrentUser,
    fieldId: string,
    input: UpdateFieldOrderRequest,
  ): Promise<ModelField[]>;
}

export function createModelsService(deps: ModelsDeps): ModelsService {
  const { models, fields, clock } = deps;

  const assertDesigner = (current: CurrentUser) => {
    if (!canDesignModels(current)) throw forbidden('Only super administrators design models');
  };

  return {
    async list(current, query) {
      assertDesigner(current);
      const page = await models.list({
        keyword: searchKeyOf(query.keywords),
        limit: query.limit,
        cursor: query.cursor,
      });
      if (!page) throw invalidField('cursor', 'Unknown cursor');
      return { models: page.models, totalItems: page.total, next_cursor: page.nextCursor };
    },
    async available(current, query) {
      if (!canPickModels(current)) {
        throw forbidden('Only super administrators and program managers pick models');
      }
      const page = await models.list({
        keyword: searchKeyOf(query.keywords),
        limit: MODELS_AVAILABLE_MAX,
      });
      return { models: page?.models ?? [] };
    },
    async get(current, id) {
      assertDesigner(current);
      const model = await models.find(id);
      if (!model) throw notFound('Model not found');
      return model;
    },
    async getAvailable(current, id) {
      if (!canPickModels(current)) {
        throw forbidden('Only super administrators and program managers pick models');
      }
      const model = await models.find(id);
      if (!model) throw notFound('Model not found');
      return model;
    },
    async create(current, input) {
      assertDesigner(current);
      return models.create(input, clock.now());
    },
    async update(current, id, input) {
      assertDesigner(current);
      return models.update(id, input, clock.now());
    },
    async delete(current, id) {
      assertDesigner(current);
      await models.delete(id, (uses) => {
        if (uses.length > 0) throw modelInUse(uses, 'Collects are built on this model');
      });
      return { _id: id };
    },
    async getField(current, fieldId) {
      assertDesigner(current);
      const field = await fields.find(fieldId);
      if (!field) throw notFound('Field not found');
      return field;
    },
    async createField(current, input) {
      assertDesigner(current);
      const { model_id: modelId, order, ...content } = input;
      return fields.create(modelId, content, order, clock.now(), (existing) => {
        if (existing.length >= MODEL_FIELDS_MAX) {
          throw invalidField('model_id', `A model holds at most ${MODEL_FIELDS_MAX} fields`);
        }
      });
    },
    async updateField(current, fieldId, input) {
      assertDesigner(current);
      return fields.update(fieldId, clock.now(), ({ field, uses }) => {
        const next = mergeFieldUpdate(field, input);
        const locked = uses.length > 0 ? lockedChange(field, next) : null;
        if (locked) throw modelInUse(uses, locked.message, locked.path);
        return next;
      });
    },
    async deleteField(current, fieldId) {
      assertDesigner(current);
      return fields.delete(fieldId, clock.now(), ({ field, uses }) => {
        if (uses.length > 0) {
          throw modelInUse(
            uses,
            `Records of the collects using the model may hold ${field.variable}: the field cannot be deleted`,
          );
        }
      });
    },
    async reorderField(current, fieldId, input) {
      assertDesigner(current);
      return fields.reorder(fieldId, clock.now(), (state) =>
        arrangedIds(state.fields, fieldId, input),
      );
    },
  };
}
