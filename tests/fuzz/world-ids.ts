import type { Operation } from './openapi-operations.js';
import type { World } from './world.js';

/**
 * Real ids of the world for a field or path parameter, guessed from its name (and, for a bare
 * `id`, from the path segment before it). Deleting a program or a collect only ever targets a
 * throw-away one, so destructive calls cannot end the run.
 */
export function worldIds(
  world: World,
  operation: Operation,
  name: string,
  segmentBefore?: string,
): readonly string[] {
  const programs = [world.programA, world.programB];
  const users = [...[...world.users.values()].map((u) => u.uid), world.bystander.uid];
  const groups = [world.groups.a, world.groups.b];
  const invitations = [world.invitationA];
  const n = name.toLowerCase();
  if (n === 'id') {
    const before = segmentBefore ?? '';
    if (/group/.test(before)) return groups;
    if (/invitation/.test(before)) return invitations;
    if (/email|mail/.test(before)) return [];
    return [...programs, ...users, ...groups, ...invitations];
  }
  if (/program/.test(n)) return deletes(operation, name) ? world.throwawayPrograms : programs;
  if (/group|parent/.test(n)) return groups;
  if (/invitation/.test(n)) return invitations;
  if (/collect/.test(n))
    return deletes(operation, name) ? world.throwawayCollects : [world.collectA];
  if (/user|member|uid/.test(n)) return users;
  return [];
}

/** A DELETE whose last path segment is this parameter: it deletes what the parameter names. */
function deletes(operation: Operation, name: string): boolean {
  return operation.method === 'delete' && operation.path.endsWith(`{${name}}`);
}
