import type { Random } from './random.js';
import type { WorldClient } from './world-client.js';
import {
  createCollect,
  createGroup,
  createProgram,
  inviteMarker,
  renameProgram,
  userById,
} from './world.js';
import type { RoleEntry, UserState, World, WorldUser } from './world.js';

/** Raised when the fuzz run destroyed what it cannot rebuild: the run stops there. */
export class WorldLostError extends Error {
  override name = 'WorldLostError';
}

/**
 * Puts the world back after a round of fuzzing (roles, levels, statuses, names, groups, the
 * marker invitation), signs every role in afresh, and makes new throw-away programs. Returns
 * what it had to repair: each line is something the fuzzed calls changed.
 */
export async function restoreWorld(
  client: WorldClient,
  world: World,
  random: Random,
): Promise<string[]> {
  const repairs: string[] = [];
  for (const [label, user] of [...world.users, ['bystander', world.bystander] as const]) {
    repairs.push(...(await restoreUser(client, world, label, user)));
  }
  repairs.push(
    ...(await restoreProgram(client, world, world.programA, world.markers.aPublic, 'A')),
  );
  repairs.push(
    ...(await restoreProgram(client, world, world.programB, world.markers.bPublic, 'B')),
  );
  repairs.push(...(await restoreGroups(client, world)));
  world.invitationA = await inviteMarker(
    client,
    world.restorerToken,
    world.programA,
    world.markers.aPrivate,
  );
  for (const [label, user] of world.users) {
    // The disabled user cannot sign in: it keeps the token it had before it was disabled.
    // The others sign in again only when their token stopped working (a status toggled there
    // and back revokes it): every sign-in counts against the api's throttle.
    if (label === 'disabled') continue;
    const check = await client.call('GET', '/api/auth/get_current_user', user.token);
    if (check.status !== 200) user.token = await client.signIn(user.email, user.password);
  }
  world.throwawayPrograms = [];
  for (let i = 0; i < 2; i++) {
    const name = `Throw-away ${random.int(0, 36 ** 8).toString(36)}`;
    world.throwawayPrograms.push(await createProgram(client, world.restorerToken, name));
  }
  // A deleted collect takes its contributors' roles with it: DELETE targets one of these.
  const [host] = world.throwawayPrograms;
  world.throwawayCollects = host
    ? [await createCollect(client, world.restorerToken, host, 'Throw-away collect')]
    : [];
  return repairs;
}

async function restoreUser(
  client: WorldClient,
  world: World,
  label: string,
  user: WorldUser,
): Promise<string[]> {
  const repairs: string[] = [];
  const state = await userById(client, world.restorerToken, user.uid);
  if (state.level !== user.plan.level || !sameRoles(state.roles, user.plan.roles)) {
    repairs.push(`${label}: level/roles were ${describe(state)}`);
    await client.must('PUT', '/api/admin/update_user_role', world.restorerToken, {
      user_id: user.uid,
      level: user.plan.level,
      roles: user.plan.roles,
    });
  }
  if (state.status !== user.plan.status) {
    repairs.push(`${label}: status was ${state.status}`);
    await client.must('PUT', '/api/admin/change_user_status', world.restorerToken, {
      user_id: user.uid,
    });
  }
  return repairs;
}

async function restoreProgram(
  client: WorldClient,
  world: World,
  programId: string,
  marker: string,
  letter: string,
): Promise<string[]> {
  const reply = await client.call<{ program?: { name: string; description?: string } }>(
    'GET',
    `/api/programs/${programId}`,
    world.restorerToken,
  );
  if (reply.status === 404)
    throw new WorldLostError(`Program ${letter} was deleted by a fuzzed call`);
  const { name, description } = reply.body.program ?? { name: '' };
  if (name.includes(marker) && description?.includes(marker)) return [];
  await renameProgram(client, world.restorerToken, programId, marker, letter);
  return [`program ${letter}: renamed to ${JSON.stringify(name.slice(0, 40))}`];
}

async function restoreGroups(client: WorldClient, world: World): Promise<string[]> {
  const repairs: string[] = [];
  const wanted = [
    {
      key: 'a' as const,
      program: world.programA,
      marker: world.markers.aPrivate,
      member: world.bystander.uid,
    },
    {
      key: 'b' as const,
      program: world.programB,
      marker: world.markers.bPrivate,
      member: world.users.get('managerB')?.uid ?? '',
    },
  ];
  for (const group of wanted) {
    const path = `/api/programs/${group.program}/user-groups/${world.groups[group.key]}`;
    const reply = await client.call<{ userGroup?: { name: { en: string } } }>(
      'GET',
      path,
      world.restorerToken,
    );
    if (reply.status === 200 && reply.body.userGroup?.name.en.includes(group.marker)) continue;
    repairs.push(
      `group ${group.key.toUpperCase()}: ${reply.status === 200 ? 'renamed' : `answered ${reply.status}`}`,
    );
    world.groups[group.key] = await createGroup(
      client,
      world.restorerToken,
      group.program,
      group.marker,
      group.member,
    );
  }
  return repairs;
}

function sameRoles(a: readonly RoleEntry[], b: readonly RoleEntry[]): boolean {
  const key = (roles: readonly RoleEntry[]): string =>
    roles
      .map((r) => `${r.program_id}|${r.role}|${r.collect_id ?? ''}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

function describe(state: UserState): string {
  const roles = state.roles.map((r) => `${r.role}@${r.program_id.slice(0, 6)}`).join(' ');
  return `${state.level} [${roles}]`;
}
