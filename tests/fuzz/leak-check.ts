import type { RoleName } from './fuzz-case.js';
import type { MarkerClass, UserState, World } from './world.js';

/** What a user in this state may read: the markers of the programs it holds roles in. */
export function allowedMarkers(world: World, state: UserState | undefined): Set<MarkerClass> {
  const allowed = new Set<MarkerClass>();
  if (!state || state.status !== 'ACTIVE') return allowed;
  if (state.level === 'SUPER_ADMIN') return new Set(['aPublic', 'aPrivate', 'bPublic', 'bPrivate']);
  for (const role of state.roles) {
    const program =
      role.program_id === world.programA
        ? 'a'
        : role.program_id === world.programB
          ? 'b'
          : undefined;
    if (!program) continue;
    allowed.add(`${program}Public`);
    if (role.role === 'PROGRAM_MANAGER') allowed.add(`${program}Private`);
  }
  return allowed;
}

/** Markers in `text` that `role`'s planned rights do not cover. */
export function suspectedLeaks(world: World, role: RoleName, text: string): MarkerClass[] {
  const plan = role === 'anonymous' ? undefined : world.users.get(role)?.plan;
  const allowed = allowedMarkers(world, plan);
  return (Object.entries(world.markers) as Array<[MarkerClass, string]>)
    .filter(([klass, marker]) => !allowed.has(klass) && text.includes(marker))
    .map(([klass]) => klass);
}
