import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { appError } from '../../core/errors.js';
import { storedDateSchema } from '../../core/firestore-values.js';

export const PROGRAMS = 'programs';
export const PROGRAM_NAMES = 'programNames';

export const programRef = (db: Firestore, id: string) => db.collection(PROGRAMS).doc(id);

/** Names compare without case, accents' composition or repeated spaces. */
export function nameKeyOf(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * One document per name reserves it (`create` fails when it exists), so two concurrent
 * creations or renames to one name cannot both succeed. Names may hold `/` or be long: the
 * document id is a digest of the key.
 */
export const programNameRef = (db: Firestore, name: string) =>
  db.collection(PROGRAM_NAMES).doc(createHash('sha256').update(nameKeyOf(name)).digest('hex'));

export function nameTaken() {
  const message = 'A program with this name already exists';
  return appError('ALREADY_EXISTS', `name: ${message}`, { issues: [{ path: 'name', message }] });
}

export interface ProgramRecord {
  readonly id: string;
  readonly name: string;
  readonly logoPath: string | null;
}

export interface ProgramDetailRecord extends ProgramRecord {
  readonly description: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const storedProgramSchema = z.object({
  name: z.string(),
  logo_path: z.string().nullish(),
});

const storedDetailSchema = storedProgramSchema.extend({
  description: z.string().default(''),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

export const LISTED_FIELDS = ['name', 'logo_path'];

export function toRecord(snapshot: DocumentSnapshot): ProgramRecord {
  const stored = storedProgramSchema.parse(snapshot.data());
  return { id: snapshot.id, name: stored.name, logoPath: stored.logo_path ?? null };
}

export function toDetailRecord(snapshot: DocumentSnapshot): ProgramDetailRecord {
  const stored = storedDetailSchema.parse(snapshot.data());
  return {
    id: snapshot.id,
    name: stored.name,
    logoPath: stored.logo_path ?? null,
    description: stored.description,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
  };
}
