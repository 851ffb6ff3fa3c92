import type { Program } from '@shared/contract/program.schema';

/**
 * Programs a role may name: every program (a super admin sees them all), plus any the user
 * belongs to that the list does not show, so that their roles there keep a name.
 */
export function programOptions(
  programs: readonly Pick<Program, '_id' | 'name'>[],
  userPrograms: readonly Pick<Program, '_id' | 'name'>[],
): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const program of [...programs, ...userPrograms]) {
    if (!byId.has(program._id)) byId.set(program._id, program.name);
  }
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
