import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import {
  createProgramFormSchema,
  createProgramResponseSchema,
  deleteProgramResponseSchema,
  editProgramFormSchema,
  editProgramResponseSchema,
  programResponseSchema,
  programsResponseSchema,
} from '../../shared/contract/program.schema.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';
import { readCreateProgramForm, readEditProgramForm } from './program-form.js';
import type { ProgramsService } from './programs.service.js';

const AUTH_ERRORS: ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'];
const FORM_ERRORS: ErrorCode[] = [
  'VALIDATION_ERROR',
  ...AUTH_ERRORS,
  'ALREADY_EXISTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

export function programsRoutes(api: ApiRoutes, programs: ProgramsService): void {
  jsonRoute(
    api,
    {
      method: 'get',
      path: '/programs',
      tag: 'Programs',
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
    },
    async (_req, res) => ({ programs: await programs.listVisible(currentUserOf(res)) }),
  );

  jsonRoute(
    api,
    {
      method: 'post',
      path: '/programs/create',
      tag: 'Programs',
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
    },
    async (req, res) => {
      const current = currentUserOf(res);
      programs.assertCanCreate(current);
      const input = await readCreateProgramForm(req);
      return programs.create(current, input, contextOf(res).logger);
    },
  );

  jsonRoute(
    api,
    {
      method: 'get',
      path: '/programs/:program_id',
      tag: 'Programs',
      summary: 'One program with its settings (its members and super administrators)',
      auth: true,
      response: {
        status: 200,
        description: 'The program; `logo` is a signed URL or null',
        contentType: 'application/json',
        schema: programResponseSchema,
      },
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND'],
    },
    async (req, res) => ({ program: await programs.get(currentUserOf(res), programIdParam(req)) }),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/programs/edit/:program_id',
      tag: 'Programs',
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
    },
    async (req, res) => {
      const current = currentUserOf(res);
      const programId = programIdParam(req);
      programs.assertCanEdit(current, programId);
      const input = await readEditProgramForm(req);
      return programs.edit(current, programId, input, contextOf(res).logger);
    },
  );

  jsonRoute(
    api,
    {
      method: 'delete',
      path: '/programs/:program_id',
      tag: 'Programs',
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
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND'],
    },
    (req, res) => programs.delete(currentUserOf(res), programIdParam(req), contextOf(res).logger),
  );
}
