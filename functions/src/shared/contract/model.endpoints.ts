import { endpoint } from './endpoint.js';
import type { Endpoint } from './endpoint.js';
import { AUTH_ERRORS, INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  createFieldRequestSchema,
  createModelRequestSchema,
  deleteModelResponseSchema,
  fieldResponseSchema,
  modelFieldsResponseSchema,
  modelResponseSchema,
  modelsQuerySchema,
  modelsResponseSchema,
  updateFieldOrderRequestSchema,
  updateFieldRequestSchema,
  updateModelRequestSchema,
} from './model.schema.js';

const TAG = 'Models';
const SUPER = '(super administrators)';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const IN_USE =
  'A model is in use once a collect is built on it: its records may hold every field, so a field ' +
  'of a model in use keeps its variable and datatype, and cannot be deleted (409 CONFLICT, ' +
  'naming the collects in `details.collects`). Adding fields, relabelling, reordering, changing ' +
  'rules and adding options stay allowed; removing an option is refused too.';

const modelAnswer = {
  status: 200,
  description: 'The model, its fields in order and the collects that use it',
  contentType: 'application/json',
  schema: modelResponseSchema,
} as const;

const fieldAnswer = {
  status: 200,
  description: 'The field',
  contentType: 'application/json',
  schema: fieldResponseSchema,
} as const;

const fieldsAnswer = {
  status: 200,
  description: "The model's fields, in their new order",
  contentType: 'application/json',
  schema: modelFieldsResponseSchema,
} as const;

/** SPEC.md §7 lists `/api/admin/model` beside `/api/admin/models`: each model call answers at both. */
function onModels<const S extends Omit<Endpoint, 'path' | 'tag'>, const Suffix extends string>(
  spec: S,
  suffix: Suffix,
) {
  return {
    canonical: endpoint({ ...spec, tag: TAG, path: `/admin/models${suffix}` }),
    alias: endpoint({
      ...spec,
      tag: TAG,
      path: `/admin/model${suffix}`,
      description: `Alias of /api/admin/models${suffix.replace(':id', '{id}')}.`,
    }),
  };
}

export const modelEndpoints = {
  list: onModels(
    {
      method: 'get',
      summary: `Data models, by title ${SUPER}`,
      description:
        '`keywords`: a prefix of a word of the title. Pages of `limit` (default 20) follow each other with `cursor`, the `next_cursor` of the previous answer; an unknown cursor is a 400.',
      auth: true,
      query: modelsQuerySchema,
      response: {
        status: 200,
        description: 'One page of models and how many match',
        contentType: 'application/json',
        schema: modelsResponseSchema,
      },
      errors: INPUT_AUTH_ERRORS,
    },
    '',
  ),
  create: onModels(
    {
      method: 'post',
      summary: `Create a data model ${SUPER}`,
      description: 'Fields are added with POST /api/admin/fields.',
      auth: true,
      body: { contentType: 'application/json', schema: createModelRequestSchema },
      response: { ...modelAnswer, status: 201, description: 'Created, without fields' },
      errors: INPUT_AUTH_ERRORS,
    },
    '',
  ),
  get: onModels(
    {
      method: 'get',
      summary: `One data model with its fields in order ${SUPER}`,
      auth: true,
      response: modelAnswer,
      errors: ERRORS,
    },
    '/:id',
  ),
  update: onModels(
    {
      method: 'put',
      summary: `Rename or describe a data model ${SUPER}`,
      auth: true,
      body: { contentType: 'application/json', schema: updateModelRequestSchema },
      response: modelAnswer,
      errors: ERRORS,
    },
    '/update/:id',
  ),
  delete: onModels(
    {
      method: 'delete',
      summary: `Delete a data model that no collect uses ${SUPER}`,
      description:
        'With its fields. A model that collects use is refused with 409 CONFLICT, `details.collects` naming them.',
      auth: true,
      response: {
        status: 200,
        description: 'Deleted',
        contentType: 'application/json',
        schema: deleteModelResponseSchema,
      },
      errors: [...ERRORS, 'CONFLICT'],
    },
    '/:id',
  ),
};

export const fieldEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/admin/fields',
    tag: TAG,
    summary: `Add a field to a data model ${SUPER}`,
    description:
      'Incoherent fields are a 400 naming the property (a select without options, MULTI_SELECT storing NUMBER, NUMERIC on a switch, MIN_VALUE above MAX_VALUE, …). The variable is unique in the model whatever its case (409 ALREADY_EXISTS naming `variable`). Without `order` the field goes last; with it, it is inserted there.',
    auth: true,
    body: { contentType: 'application/json', schema: createFieldRequestSchema },
    response: { ...fieldAnswer, status: 201, description: 'Created' },
    errors: [...ERRORS, 'ALREADY_EXISTS', 'CONFLICT'],
  }),
  get: endpoint({
    method: 'get',
    path: '/admin/fields/:field_id',
    tag: TAG,
    summary: `One field of a data model ${SUPER}`,
    auth: true,
    response: fieldAnswer,
    errors: [...AUTH_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND'],
  }),
  update: endpoint({
    method: 'put',
    path: '/admin/fields/:field_id',
    tag: TAG,
    summary: `Change a field of a data model ${SUPER}`,
    description: `The properties sent replace the stored ones, and the result must be coherent. ${IN_USE}`,
    auth: true,
    body: { contentType: 'application/json', schema: updateFieldRequestSchema },
    response: fieldAnswer,
    errors: [...ERRORS, 'ALREADY_EXISTS', 'CONFLICT'],
  }),
  delete: endpoint({
    method: 'delete',
    path: '/admin/fields/:field_id',
    tag: TAG,
    summary: `Delete a field of a model that no collect uses ${SUPER}`,
    description: `The fields after it move up. ${IN_USE}`,
    auth: true,
    response: fieldsAnswer,
    errors: [...ERRORS, 'CONFLICT'],
  }),
  updateOrder: endpoint({
    method: 'put',
    path: '/admin/fields/:field_id/update_order',
    tag: TAG,
    summary: `Move a field within its model ${SUPER}`,
    description:
      '`{ order }` moves this field to that position (from 0); `{ field_ids }` gives every field of the model in its new order (400 naming `field_ids` when one is missing, repeated or foreign). Orders stay 0, 1, 2, … in one transaction.',
    auth: true,
    body: { contentType: 'application/json', schema: updateFieldOrderRequestSchema },
    response: fieldsAnswer,
    errors: ERRORS,
  }),
};
