import { appError } from '../../core/errors.js';
import type { RoleEntry } from '../../shared/contract/user.schema.js';
import type { CollectsRepository } from '../collects/collects.repository.js';
import type { ProgramsRepository } from '../programs/programs.repository.js';

/** Every role must name an existing program and, for contributors, a collect of it. */
export async function assertRolesValid(
  roles: readonly RoleEntry[],
  deps: { programs: ProgramsRepository; collects: CollectsRepository },
): Promise<void> {
  const programIds = [...new Set(roles.map((grant) => grant.program_id))];
  const known = new Set((await deps.programs.listByIds(programIds)).map((p) => p.id));
  const collects = new Map<string, Set<string>>();
  await Promise.all(
    programIds.map(async (programId) => {
      const ids = roles
        .filter((g) => g.program_id === programId)
        .flatMap((g) => g.collect_id ?? []);
      collects.set(programId, await deps.collects.existing(programId, ids));
    }),
  );
  const issues = roles.flatMap((grant, index) => {
    if (!known.has(grant.program_id)) {
      return [{ path: `roles.${index}.program_id`, message: 'No such program' }];
    }
    if (grant.collect_id && !collects.get(grant.program_id)?.has(grant.collect_id)) {
      return [{ path: `roles.${index}.collect_id`, message: 'No such collect in this program' }];
    }
    return [];
  });
  if (issues.length === 0) return;
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw appError('VALIDATION_ERROR', message, { issues });
}
