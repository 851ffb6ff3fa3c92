import type { ErrorCode } from './error.schema.js';
import { endpoint } from './endpoint.js';
import { AUTH_ERRORS, INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  createProgramFormSchema,
  createProgramResponseSchema,
  deleteProgramResponseSchema,
  editProgramFormSchema,
  editProgramResponseSchema,
  programResponseSchema,
  programsResponseSchema,
} from './program.schema.js';

const TAG = 'Programs';
const FORM_ERRORS: readonly ErrorCode[] = [
  ...INPUT_AUTH_ERRORS,
  'ALREADY_EXISTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

export const programEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs',
    tag: TAG,
    summary: 'The programs the caller may see',
    description: 'Super administrators see every program; others those where they hold a role.',
    auth: true,
    response: {
      status: 200,
      description: 'Programs sorted by name; `logo` is a signed URL or null',
      contentType: 'application/json',
      schema: programsResponseSchema,
    },
    errors: AUTH_ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: '/programs/create',
    tag: TAG,
    summary: 'Create a program (super administrators)',
    description: 'Logo: PNG, JPEG or WebP up to 2 MB. SVG is refused (it can carry scripts).',
    auth: true,
    body: { contentType: 'multipart/form-data', schema: createProgramFormSchema },
    response: {
      status: 201,
      description: 'Created',
      contentType: 'application/json',
      schema: createProgramResponseSchema,
    },
    errors: FORM_ERRORS,
  }),
  get: endpoint({
    method: 'get',
    path: '/programs/:program_id',
    tag: TAG,
    summary: 'One program with its settings (its members and super administrators)',
    auth: true,
    response: {
      status: 200,
      description: 'The program; `logo` is a signed URL or null',
      contentType: 'application/json',
      schema: programResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  edit: endpoint({
    method: 'put',
    path: '/programs/edit/:program_id',
    tag: TAG,
    summary: "Change a program's name, description or logo (super administrators, its managers)",
    description:
      'Same checks as creation. A new `logo` replaces the old one, `remove_logo=true` removes it; `description` left out stays as it is, an empty one is cleared.',
    auth: true,
    body: { contentType: 'multipart/form-data', schema: editProgramFormSchema },
    response: {
      status: 200,
      description: 'Saved',
      contentType: 'application/json',
      schema: editProgramResponseSchema,
    },
    errors: [...FORM_ERRORS, 'NOT_FOUND'],
  }),
  delete: endpoint({
    method: 'delete',
    path: '/programs/:program_id',
    tag: TAG,
    summary: 'Delete a program and everything in it (super administrators)',
    description:
      'Removes the program, every document under it (collects, records, user groups, members, activity log…), its name reservation, its logo, its invitations, and the roles users held in it.',
    auth: true,
    response: {
      status: 200,
      description: 'What was deleted',
      contentType: 'application/json',
      schema: deleteProgramResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
