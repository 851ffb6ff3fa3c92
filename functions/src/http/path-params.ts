import type { Request } from 'express';
import { parseInput } from '../core/validation.js';
import { idSchema } from '../shared/contract/common.schema.js';

/** A path segment holding a document id; a malformed one is a 400 naming it. */
export function idParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return parseInput(idSchema, value, name);
}

/** SPEC.md §7 spells the program segment both `{program_id}` and `{programId}`. */
export function programIdParam(req: Request): string {
  return idParam(req, 'program_id' in req.params ? 'program_id' : 'programId');
}
