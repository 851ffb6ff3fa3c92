import type { Firestore } from 'firebase-admin/firestore';
import { errorCodeOf, GRPC_ALREADY_EXISTS } from '../../core/error-codes.js';
import { appError, notFound } from '../../core/errors.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import { nameKeyOf, programNameRef, programRef, programsCollection } from '../../db/collections.js';
import {
  isOpenProgram,
  LISTED_FIELDS,
  programNameData,
  toDetailRecord,
  toRecord,
} from '../../db/program-document.js';
import type { ProgramDetailRecord, ProgramRecord } from '../../db/program-document.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';

export interface NewProgram {
  readonly name: string;
  readonly description: string;
  readonly logoPath: string | null;
  readonly createdBy: string;
}

export interface ProgramChanges {
  readonly name: string;
  readonly description?: string | undefined;
  /** undefined: unchanged; null: removed; a path: replaced. */
  readonly logoPath?: string | null | undefined;
}

export interface Changed {
  readonly before: ProgramDetailRecord;
  readonly after: ProgramDetailRecord;
}

export interface ProgramsRepository {
  newId(): string;
  // A program being deleted is absent from every read, as it will be once deleted.
  listAll(): Promise<ProgramRecord[]>;
  /** Missing ids are skipped (a role may outlive its program). */
  listByIds(ids: readonly string[]): Promise<ProgramRecord[]>;
  findById(id: string): Promise<ProgramDetailRecord | null>;
  /** The id of the program holding a name (compared as `nameKeyOf` does), from its reservation. */
  findIdByName(name: string): Promise<string | null>;
  /** Creates `programs/{id}`; ALREADY_EXISTS when another program has the same name. */
  create(id: string, program: NewProgram, log: Logged, now: Date): Promise<void>;
  /** NOT_FOUND, or ALREADY_EXISTS naming `name`; `describe` builds the log entry. */
  update(
    id: string,
    changes: ProgramChanges,
    log: { actor: PersonRef; describe: (change: Changed) => ActivityDraft | null },
    now: Date,
  ): Promise<Changed>;
}

interface Logged {
  readonly actor: PersonRef;
  readonly activity: ActivityDraft;
}

// A batch get by id has no 30-value limit (unlike `in` queries), but one request should stay
// small: large lists are fetched in slices.
const BATCH_GET_SIZE = 100;

export function createProgramsRepository(db: Firestore): ProgramsRepository {
  const programs = programsCollection(db);
  return {
    newId: () => programs.doc().id,
    async listAll() {
      const snapshot = await programs.select(...LISTED_FIELDS).get();
      return snapshot.docs.filter(isOpenProgram).map(toRecord);
    },
    async listByIds(ids) {
      const unique = [...new Set(ids)];
      const slices: string[][] = [];
      for (let start = 0; start < unique.length; start += BATCH_GET_SIZE) {
        slices.push(unique.slice(start, start + BATCH_GET_SIZE));
      }
      const results = await Promise.all(
        slices.map((slice) =>
          db.getAll(...slice.map((id) => programs.doc(id)), { fieldMask: LISTED_FIELDS }),
        ),
      );
      return results.flat().filter(isOpenProgram).map(toRecord);
    },
    async findById(id) {
      const snapshot = await programRef(db, id).get();
      return isOpenProgram(snapshot) ? toDetailRecord(snapshot) : null;
    },
    async findIdByName(name) {
      const programId: unknown = (await programNameRef(db, name).get()).get('program_id');
      return typeof programId === 'string' ? programId : null;
    },
    async create(id, program, log, now) {
      const batch = db.batch();
      batch.create(programRef(db, id), {
        name: program.name,
        name_key: nameKeyOf(program.name),
        description: program.description,
        logo_path: program.logoPath,
        created_by: program.createdBy,
        created_at: now,
        updated_at: now,
      });
      batch.create(programNameRef(db, program.name), programNameData(id, program.name));
      writeActivity(batch, db, log.actor, log.activity, now);
      try {
        await batch.commit();
      } catch (error) {
        if (errorCodeOf(error) !== GRPC_ALREADY_EXISTS) throw error;
        throw nameTaken();
      }
    },
    async update(id, changes, log, now) {
      try {
        return await db.runTransaction(async (tx) => {
          const snapshot = await tx.get(programRef(db, id));
          if (!isOpenProgram(snapshot)) throw notFound('Program not found');
          const before = toDetailRecord(snapshot);
          const renamed = nameKeyOf(before.name) !== nameKeyOf(changes.name);
          if (renamed) {
            const taken = await tx.get(programNameRef(db, changes.name));
            if (taken.exists) throw nameTaken();
            // `create` keeps the reservation safe against a concurrent creation outside
            // this transaction.
            tx.create(programNameRef(db, changes.name), programNameData(id, changes.name));
            tx.delete(programNameRef(db, before.name));
          }
          const after: ProgramDetailRecord = {
            ...before,
            name: changes.name,
            description: changes.description ?? before.description,
            logoPath: changes.logoPath === undefined ? before.logoPath : changes.logoPath,
            updatedAt: now,
          };
          tx.update(programRef(db, id), {
            name: after.name,
            name_key: nameKeyOf(after.name),
            description: after.description,
            logo_path: after.logoPath,
            updated_at: now,
          });
          const activity = log.describe({ before, after });
          if (activity) writeActivity(tx, db, log.actor, activity, now);
          return { before, after };
        });
      } catch (error) {
        if (errorCodeOf(error) === GRPC_ALREADY_EXISTS) throw nameTaken();
        throw error;
      }
    },
  };
}

function nameTaken() {
  const message = 'A program with this name already exists';
  return appError('ALREADY_EXISTS', `name: ${message}`, { issues: [{ path: 'name', message }] });
}
