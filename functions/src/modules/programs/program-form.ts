import type { Request } from 'express';
import { invalidField } from '../../core/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { parseInput } from '../../core/validation.js';
import { PROGRAM_LOGO_MAX_BYTES } from '../../shared/constants.js';
import {
  createProgramFormSchema,
  editProgramFormSchema,
} from '../../shared/contract/program.schema.js';
import { sniffLogoType } from './program-logo.js';
import type { LogoUpload, NewProgramInput, ProgramEditInput } from './programs.service.js';

interface ReadForm {
  readonly fields: Record<string, string | undefined>;
  readonly logo?: LogoUpload | undefined;
  /** What the shared schema sees for `logo`: typed by its bytes, so a renamed SVG fails. */
  readonly logoFile?: File | undefined;
}

/** Multipart as the web app sends it; plain JSON (no logo) is accepted for integrators. */
async function readForm(req: Request): Promise<ReadForm> {
  if (req.is('application/json')) {
    const body: unknown = req.body;
    const fields =
      typeof body === 'object' && body !== null
        ? Object.fromEntries(
            Object.entries(body).map(([key, value]) => [
              key,
              typeof value === 'string' ? value : value === true ? 'true' : undefined,
            ]),
          )
        : {};
    return { fields };
  }
  const form = await readMultipart(req, {
    files: { logo: { maxBytes: PROGRAM_LOGO_MAX_BYTES } },
    maxFields: 10,
    maxFieldBytes: 16 * 1024,
  });
  const upload = form.files.logo;
  if (!upload) return { fields: form.fields };
  const sniffed = sniffLogoType(upload.bytes);
  const logoFile = new File([upload.bytes], upload.filename, {
    type: sniffed ?? 'application/octet-stream',
  });
  return {
    fields: form.fields,
    logoFile,
    ...(sniffed ? { logo: { bytes: upload.bytes, contentType: sniffed } } : {}),
  };
}

export async function readCreateProgramForm(req: Request): Promise<NewProgramInput> {
  const form = await readForm(req);
  const parsed = parseInput(createProgramFormSchema, {
    name: form.fields.name,
    description: form.fields.description,
    logo: form.logoFile,
  });
  return { name: parsed.name, description: parsed.description, logo: form.logo };
}

export async function readEditProgramForm(req: Request): Promise<ProgramEditInput> {
  const form = await readForm(req);
  const parsed = parseInput(editProgramFormSchema, {
    name: form.fields.name,
    description: form.fields.description,
    logo: form.logoFile,
    remove_logo: form.fields.remove_logo,
  });
  const removeLogo = parsed.remove_logo ?? false;
  if (removeLogo && form.logo) {
    throw invalidField('remove_logo', 'Send a new logo or remove_logo, not both');
  }
  return { name: parsed.name, description: parsed.description, logo: form.logo, removeLogo };
}
