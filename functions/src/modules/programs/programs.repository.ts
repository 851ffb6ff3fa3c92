import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { appError } from '../../core/errors.js';
import { errorCodeOf, GRPC_ALREADY_EXISTS } from '../../core/error-codes.js';

export const PROGRAMS = 'programs';
export const PROGRAM_NAMES = 'programNames';

export interface ProgramRecord {
  readonly id: string;
  readonly name: string;
  readonly logoPath: string | null;
}

export interface NewProgram {
  readonly name: string;
  readonly logoPath: string | null;
  readonly createdBy: string;
}

export interface ProgramsRepository {
  newId(): string;
  listAll(): Promise<ProgramRecord[]>;
  /** Missing ids are skipped (a role may outlive its program). */
  listByIds(ids: readonly string[]): Promise<ProgramRecord[]>;
  /** Creates `programs/{id}`; ALREADY_EXISTS when another program has the same name. */
  create(id: string, program: NewProgram, now: Date): Promise<void>;
}

const storedProgramSchema = z.object({
  name: z.string(),
  logo_path: z.string().nullish(),
});

const LISTED_FIELDS = ['name', 'logo_path'];
// A batch get by id has no 30-value limit (unlike `in` queries), but one request should stay
// small: large lists are fetched in slices.
const BATCH_GET_SIZE = 100;

export function createProgramsRepository(db: Firestore): ProgramsRepository {
  const programs = db.collection(PROGRAMS);
  return {
    newId: () => programs.doc().id,
    async listAll() {
      const snapshot = await programs.select(...LISTED_FIELDS).get();
      return snapshot.docs.map(toRecord);
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
      return results
        .flat()
        .filter((snapshot) => snapshot.exists)
        .map(toRecord);
    },
    async create(id, program, now) {
      const nameKey = nameKeyOf(program.name);
      // One document per name, created in the same batch as the program: `create` fails if it
      // exists, so two concurrent creations with one name cannot both succeed (a query read in
      // a transaction would not stop the second insert). Renaming or deleting a program must
      // move or delete this document too.
      const batch = db.batch();
      batch.create(programs.doc(id), {
        name: program.name,
        name_key: nameKey,
        logo_path: program.logoPath,
        created_by: program.createdBy,
        created_at: now,
        updated_at: now,
      });
      batch.create(db.collection(PROGRAM_NAMES).doc(nameDocumentId(nameKey)), {
        program_id: id,
        name_key: nameKey,
      });
      try {
        await batch.commit();
      } catch (error) {
        if (errorCodeOf(error) !== GRPC_ALREADY_EXISTS) throw error;
        const message = 'A program with this name already exists';
        throw appError('ALREADY_EXISTS', `name: ${message}`, {
          issues: [{ path: 'name', message }],
        });
      }
    },
  };
}

/** Names compare without case, accents' composition or repeated spaces. */
export function nameKeyOf(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Names may hold `/` or be long: the document id is a digest of the key. */
function nameDocumentId(nameKey: string): string {
  return createHash('sha256').update(nameKey).digest('hex');
}

function toRecord(snapshot: DocumentSnapshot): ProgramRecord {
  const stored = storedProgramSchema.parse(snapshot.data());
  return { id: snapshot.id, name: stored.name, logoPath: stored.logo_path ?? null };
}
