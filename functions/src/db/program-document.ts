import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { nameKeyOf } from './collections.js';

// `programs/{programId}`: name, name_key, description, logo_path, created_by, created_at,
// updated_at. Written by the programs repository; its name reservation beside it in
// `programNames` (db/collections.ts).

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

/** What lists read of a program (a field mask). */
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

/** The reservation of a program's name (`programNames/{digest}`). */
export function programNameData(programId: string, name: string) {
  return { program_id: programId, name_key: nameKeyOf(name) };
}
