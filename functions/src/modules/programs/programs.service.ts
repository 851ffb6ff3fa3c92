import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '../../http/request-context.js';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { forbidden } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { ProgramLogoType } from '../../shared/constants.js';
import type { CreateProgramResponse, Program } from '../../shared/contract/program.schema.js';
import { isSuperAdmin, programIdsOf } from '../../shared/permissions/roles.js';
import { logoExtension } from './program-logo.js';
import type { ProgramRecord, ProgramsRepository } from './programs.repository.js';

/** Long enough for a working session, short enough that a leaked link soon dies. */
export const LOGO_URL_TTL_SECONDS = 12 * 60 * 60;

export interface NewProgramInput {
  readonly name: string;
  readonly logo?: { readonly bytes: Uint8Array; readonly contentType: ProgramLogoType };
}

export interface ProgramsService {
  listVisible(current: CurrentUser): Promise<Program[]>;
  /** Throws FORBIDDEN; called before an upload is even read. */
  assertCanCreate(current: CurrentUser): void;
  create(
    current: CurrentUser,
    input: NewProgramInput,
    logger: Logger,
  ): Promise<CreateProgramResponse>;
}

export function createProgramsService(deps: {
  programs: ProgramsRepository;
  blobs: BlobStore;
  clock: Clock;
}): ProgramsService {
  const { programs, blobs } = deps;

  const toProgram = async (record: ProgramRecord): Promise<Program> => ({
    _id: record.id,
    name: record.name,
    logo: record.logoPath ? await blobs.signedUrl(record.logoPath, LOGO_URL_TTL_SECONDS) : null,
  });

  const assertCanCreate = (current: CurrentUser) => {
    if (!isSuperAdmin(current)) throw forbidden('Only super administrators can create programs');
  };

  return {
    assertCanCreate,
    async listVisible(current) {
      // Roles come from the user document read for this request, so a revoked role hides the
      // program at once.
      const records = isSuperAdmin(current)
        ? await programs.listAll()
        : await programs.listByIds(programIdsOf(current.roles));
      records.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return Promise.all(records.map(toProgram));
    },
    async create(current, input, logger) {
      assertCanCreate(current);
      const id = programs.newId();
      const logoPath = input.logo
        ? `programs/${id}/logo-${randomUUID()}.${logoExtension(input.logo.contentType)}`
        : null;
      if (input.logo && logoPath)
        await blobs.put(logoPath, input.logo.bytes, input.logo.contentType);
      try {
        await programs.create(
          id,
          { name: input.name, logoPath, createdBy: current.uid },
          deps.clock.now(),
        );
      } catch (error) {
        if (logoPath) {
          await blobs
            .delete(logoPath)
            .catch((cause: unknown) => logs.blobCleanupFailed(logger, logoPath, cause));
        }
        throw error;
      }
      // Activity log seam: record PROGRAM_CREATED here once the activities repository exists.
      logs.programCreated(logger, { programId: id, by: current.uid, hasLogo: logoPath !== null });
      return { programID: id };
    },
  };
}
