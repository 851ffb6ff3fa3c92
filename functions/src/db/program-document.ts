import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { nameKeyOf } from './collections.js';

// `programs/{programId}`: name, name_key, description, logo_path, created_by, created_at,
// updated_at, and `status: 'DELETING'` (with `deleting_at`) once its deletion has begun. Written
// by the programs repository, marked and finally deleted by the program deletion repository;
// its name reservation beside it in `programNames` (db/collections.ts).

/**
 * A program whose deletion has begun keeps its document, so marked, until everything under it
 * is gone: it is hidden, refuses new roles and groups, and a retried deletion finds it.
 */
export const PROGRAM_DELETING = 'DELETING';

/** It exists and its deletion has not begun: the only state in which it takes new roles. */
export function isOpenProgram(snapshot: DocumentSnapshot): boolean {
  return snapshot.exists && snapshot.get('status') !== PROGRAM_DELETING;
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

/** What lists read of a program (a field mask); `status` hides one being deleted. */
export const LISTED_FIELDS = ['name', 'logo_path', 'status'];

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

/** The reservation of a program's name (`programNames/{digest}`). */
export function programNameData(programId: string, name: string) {
  return { program_id: programId, name_key: nameKeyOf(name) };
}
