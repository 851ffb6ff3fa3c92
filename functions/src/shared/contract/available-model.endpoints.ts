import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  availableModelsQuerySchema,
  availableModelsResponseSchema,
  modelResponseSchema,
} from './model.schema.js';

// Apart from the administrators' model calls (model.endpoints.ts): the collect form's screens
// load these two alone.
const TAG = 'Models';

/** The models a collect can be built on, and one of them with its fields: the collect form's. */
export const availableModelEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/models/available',
    tag: TAG,
    summary: 'The models a collect can be built on (super administrators, program managers)',
    description: 'The first 50 by title; `keywords`: a prefix of a word of the title.',
    auth: true,
    query: availableModelsQuerySchema,
    response: {
      status: 200,
      description: 'Models, by title',
      contentType: 'application/json',
      schema: availableModelsResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
  get: endpoint({
    method: 'get',
    path: '/models/available/:id',
    tag: TAG,
    summary:
      'One model with its fields, to set up a collect (super administrators, program managers)',
    description:
      'What the collect form shows once a model is picked: columns, filters and matched fields come from these fields.',
    auth: true,
    response: {
      status: 200,
      description: 'The model and its fields in order',
      contentType: 'application/json',
      schema: modelResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
