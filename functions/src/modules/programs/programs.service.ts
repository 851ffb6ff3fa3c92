import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '../../http/request-context.js';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import { collectBlobFolder } from '../../db/collect-document.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { ProgramLogoType } from '../../shared/constants.js';
import type {
  CreateProgramResponse,
  DeleteProgramResponse,
  Program,
  ProgramDetail,
} from '../../shared/contract/program.schema.js';
import {
  canCreateOrDeleteProgram,
  canEditProgram,
  canViewProgram,
} from '../../shared/permissions/people.js';
import { isSuperAdmin, programIdsOf } from '../../shared/permissions/roles.js';
import { actorOf } from '../../core/person-ref.js';
import type { ProgramDeletionRepository } from './program-deletion.repository.js';
import type { ProgramDetailRecord, ProgramRecord } from '../../db/program-document.js';
import { logoExtension } from './program-logo.js';
import { describeProgramChange } from './program-changes.js';
import type { ProgramsRepository } from './programs.repository.js';

/** Long enough for a working session, short enough that a leaked link soon dies. */
export const LOGO_URL_TTL_SECONDS = 12 * 60 * 60;

export interface LogoUpload {
  readonly bytes: Uint8Array;
  readonly contentType: ProgramLogoType;
}

export interface NewProgramInput {
  readonly name: string;
  readonly description?: string | undefined;
  readonly logo?: LogoUpload | undefined;
}

export interface ProgramEditInput extends NewProgramInput {
  readonly removeLogo: boolean;
}

export interface ProgramsService {
  listVisible(current: CurrentUser): Promise<Program[]>;
  get(current: CurrentUser, programId: string): Promise<ProgramDetail>;
  /** Throws FORBIDDEN; called before an upload is even read. */
  assertCanCreate(current: CurrentUser): void;
  assertCanEdit(current: CurrentUser, programId: string): void;
  create(
    current: CurrentUser,
    input: NewProgramInput,
    logger: Logger,
  ): Promise<CreateProgramResponse>;
  edit(
    current: CurrentUser,
    programId: string,
    input: ProgramEditInput,
    logger: Logger,
  ): Promise<{ _id: string }>;
  delete(current: CurrentUser, programId: string, logger: Logger): Promise<DeleteProgramResponse>;
}

export interface ProgramsDeps {
  readonly programs: ProgramsRepository;
  readonly deletion: ProgramDeletionRepository;
  readonly blobs: BlobStore;
  readonly clock: Clock;
}

export function createProgramsService(deps: ProgramsDeps): ProgramsService {
  const { programs, blobs } = deps;

  const logoUrl = (path: string | null) =>
    path ? blobs.signedUrl(path, LOGO_URL_TTL_SECONDS) : Promise.resolve(null);

  const toProgram = async (record: ProgramRecord): Promise<Program> => ({
    _id: record.id,
    name: record.name,
    logo: await logoUrl(record.logoPath),
  });

  const toDetail = async (record: ProgramDetailRecord): Promise<ProgramDetail> => ({
    ...(await toProgram(record)),
    ...(record.description ? { description: record.description } : {}),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  });

  const assertCanCreate = (current: CurrentUser) => {
    if (!canCreateOrDeleteProgram(current)) {
      throw forbidden('Only super administrators can create programs');
    }
  };
  const assertCanEdit = (current: CurrentUser, programId: string) => {
    if (!canEditProgram(current, programId)) {
      throw forbidden('Only administrators and managers of this program can change it');
    }
  };

  /** Stores an upload under a fresh path; the caller commits or cleans it up. */
  const storeLogo = async (programId: string, logo: LogoUpload | undefined) => {
    if (!logo) return null;
    const path = `programs/${programId}/logo-${randomUUID()}.${logoExtension(logo.contentType)}`;
    await blobs.put(path, logo.bytes, logo.contentType);
    return path;
  };
  const dropBlob = async (path: string | null, logger: Logger) => {
    if (!path) return;
    await blobs.delete(path).catch((cause: unknown) => logs.blobCleanupFailed(logger, path, cause));
  };

  return {
    assertCanCreate,
    assertCanEdit,
    async listVisible(current) {
      // Roles come from the user document read for this request, so a revoked role hides the
      // program at once.
      const records = isSuperAdmin(current)
        ? await programs.listAll()
        : await programs.listByIds(programIdsOf(current.roles));
      records.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return Promise.all(records.map(toProgram));
    },
    async get(current, programId) {
      if (!canViewProgram(current, programId)) {
        throw forbidden('You are not a member of this program');
      }
      const record = await programs.findById(programId);
      if (!record) throw notFound('Program not found');
      return toDetail(record);
    },
    async create(current, input, logger) {
      assertCanCreate(current);
      const id = programs.newId();
      const logoPath = await storeLogo(id, input.logo);
      try {
        const activity = {
          programId: id,
          action: 'PROGRAM_CREATED',
          target: { type: 'PROGRAM', _id: id, label: input.name },
        } as const;
        await programs.create(
          id,
          {
            name: input.name,
            description: input.description ?? '',
            logoPath,
            createdBy: current.uid,
          },
          { actor: actorOf(current), activity },
          deps.clock.now(),
        );
      } catch (error) {
        await dropBlob(logoPath, logger);
        throw error;
      }
      logs.programCreated(logger, { programId: id, by: current.uid, hasLogo: logoPath !== null });
      return { programID: id };
    },
    async edit(current, programId, input, logger) {
      assertCanEdit(current, programId);
      const newLogo = await storeLogo(programId, input.logo);
      const logoPath = newLogo ?? (input.removeLogo ? null : undefined);
      let before: ProgramDetailRecord;
      try {
        ({ before } = await programs.update(
          programId,
          { name: input.name, description: input.description, logoPath },
          { actor: actorOf(current), describe: describeProgramChange },
          deps.clock.now(),
        ));
      } catch (error) {
        await dropBlob(newLogo, logger);
        throw error;
      }
      // The old logo goes only once nothing points at it any more.
      if (logoPath !== undefined && before.logoPath !== logoPath) {
        await dropBlob(before.logoPath, logger);
      }
      logs.programUpdated(logger, { programId, by: current.uid });
      return { _id: programId };
    },
    async delete(current, programId, logger) {
      if (!canCreateOrDeleteProgram(current)) {
        throw forbidden('Only super administrators can delete programs');
      }
      const report = await deps.deletion.deleteProgram(programId, deps.clock.now(), (ids) =>
        Promise.all(ids.map((id) => blobs.deleteFolder(collectBlobFolder(id)))).then(() => {}),
      );
      if (!report) throw notFound('Program not found');
      await dropBlob(report.logoPath, logger);
      logs.programDeleted(logger, { programId, by: current.uid, documents: report.documents });
      return {
        _id: programId,
        deleted: {
          documents: report.documents,
          members: report.members,
          invitations: report.invitations,
          logo: report.logoPath !== null,
        },
      };
    },
  };
}
