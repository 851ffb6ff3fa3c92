import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { readMultipart } from '../../http/multipart.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { PROGRAM_LOGO_MAX_BYTES } from '../../shared/constants.js';
import {
  createProgramFormSchema,
  createProgramResponseSchema,
  programsResponseSchema,
} from '../../shared/contract/program.schema.js';
import { sniffLogoType } from './program-logo.js';
import type { NewProgramInput, ProgramsService } from './programs.service.js';

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
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'],
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
      errors: [
        'VALIDATION_ERROR',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'USER_DISABLED',
        'ALREADY_EXISTS',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    },
    async (req, res) => {
      const current = currentUserOf(res);
      programs.assertCanCreate(current);
      const input = await readProgramForm(req);
      return programs.create(current, input, contextOf(res).logger);
    },
  );
}

/** Multipart as the web app sends it; plain JSON `{ name }` is accepted for integrators. */
async function readProgramForm(req: Request): Promise<NewProgramInput> {
  if (req.is('application/json')) {
    return { name: parseInput(createProgramFormSchema.pick({ name: true }), req.body).name };
  }
  const form = await readMultipart(req, {
    files: { logo: { maxBytes: PROGRAM_LOGO_MAX_BYTES } },
    maxFields: 10,
    maxFieldBytes: 16 * 1024,
  });
  const upload = form.files.logo;
  // The file is typed by its bytes before the shared schema checks it, so a renamed SVG fails.
  const sniffed = upload ? sniffLogoType(upload.bytes) : null;
  const logo = upload
    ? new File([upload.bytes], upload.filename, { type: sniffed ?? 'application/octet-stream' })
    : undefined;
  const parsed = parseInput(createProgramFormSchema, { name: form.fields.name, logo });
  if (!upload || !sniffed) return { name: parsed.name };
  return {
    name: parsed.name,
    logo: { bytes: upload.bytes, contentType: sniffed },
  };
}
