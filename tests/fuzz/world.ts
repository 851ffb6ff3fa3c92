import type { RoleName } from './fuzz-case.js';
import type { Random } from './random.js';
import type { WorldClient } from './world-client.js';

export interface Markers {
  /** In program A's name and description: A's members may see it. */
  aPublic: string;
  /** In a user group, an invitation and a member of A: only A's managers may see it. */
  aPrivate: string;
  bPublic: string;
  bPrivate: string;
}
export type MarkerClass = keyof Markers;

export interface RoleEntry {
  program_id: string;
  role: string;
  collect_id?: string;
}

export interface UserState {
  level: string;
  status: string;
  roles: RoleEntry[];
}

export interface WorldUser {
  uid: string;
  email: string;
  password: string;
  token: string;
  /** What restoration puts back after every round. */
  plan: UserState;
}

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/**
 * The fuzzer's own data, built through the public API so that it does not depend on storage
 * shapes: program A (the seeded demo, whose collect the demo contributor holds), program B, one
 * user per role, and marker strings planted where only some roles may read them.
 */
export interface World {
  markers: Markers;
  programA: string;
  programB: string;
  collectA: string;
  /** The seeded super administrator: restores the world, never fuzzed. */
  restorerToken: string;
  users: Map<Exclude<RoleName, 'anonymous'>, WorldUser>;
  /** A member of A whose first name carries A's private marker. */
  bystander: WorldUser;
  groups: { a: string; b: string };
  invitationA: string;
  /** Programs that destructive calls may delete, made afresh every round. */
  throwawayPrograms: string[];
  /** Collects (in a throw-away program) that a fuzzed DELETE of a collect may take. */
  throwawayCollects: string[];
}

type Seeded = 'SUPER_ADMIN' | 'PROGRAM_MANAGER' | 'COLLECT_SINGLE_CONTRIBUTOR';

export async function buildWorld(
  client: WorldClient,
  accounts: readonly DemoAccount[],
  random: Random,
): Promise<World> {
  const tag = (): string =>
    random
      .int(0, 36 ** 6)
      .toString(36)
      .padStart(6, '0');
  const markers: Markers = {
    aPublic: `fzapub${tag()}`,
    aPrivate: `fzapriv${tag()}`,
    bPublic: `fzbpub${tag()}`,
    bPrivate: `fzbpriv${tag()}`,
  };
  const seeded = (role: Seeded): DemoAccount => {
    const account = accounts.find((a) => a.role === role);
    if (!account) throw new Error(`World set-up: the seed reported no ${role}`);
    return account;
  };
  const restorerToken = await client.signIn(
    seeded('SUPER_ADMIN').email,
    seeded('SUPER_ADMIN').password,
  );
  const programA = await demoProgram(client, restorerToken);
  await renameProgram(client, restorerToken, programA, markers.aPublic, 'A');
  const programB = await createProgram(client, restorerToken, `Program B ${markers.bPublic}`);

  const existing = async (role: Seeded): Promise<WorldUser> => {
    const account = seeded(role);
    const token = await client.signIn(account.email, account.password);
    const state = await userByEmail(client, restorerToken, account.email);
    return { ...account, uid: state.uid, token, plan: state.plan };
  };
  const managerA = await existing('PROGRAM_MANAGER');
  const contributorA = await existing('COLLECT_SINGLE_CONTRIBUTOR');
  const collectA = contributorA.plan.roles.find((r) => r.program_id === programA)?.collect_id;
  if (!collectA) throw new Error('World set-up: the demo contributor holds no collect in A');

  const invite = (programId: string, role: string, firstName: string, collect?: string) =>
    registerInvitee(client, restorerToken, { programId, role, firstName, collect, tag: tag() });
  const superAdmin = await invite(programB, 'PROGRAM_MANAGER', 'Fuzz admin');
  await client.must('PUT', '/api/admin/update_user_role', restorerToken, {
    user_id: superAdmin.uid,
    level: 'SUPER_ADMIN',
    roles: [],
  });
  superAdmin.plan = { level: 'SUPER_ADMIN', status: 'ACTIVE', roles: [] };
  const managerB = await invite(programB, 'PROGRAM_MANAGER', 'Fuzz manager B');
  const disabled = await invite(programA, 'COLLECT_SINGLE_CONTRIBUTOR', 'Fuzz disabled', collectA);
  await client.must('PUT', '/api/admin/change_user_status', restorerToken, {
    user_id: disabled.uid,
  });
  disabled.plan = { ...disabled.plan, status: 'DISABLED' };
  const bystander = await invite(programA, 'PROGRAM_MANAGER', `Ann ${markers.aPrivate}`);

  const world: World = {
    markers,
    programA,
    programB,
    collectA,
    restorerToken,
    users: new Map([
      ['superAdmin', superAdmin],
      ['managerA', managerA],
      ['contributorA', contributorA],
      ['managerB', managerB],
      ['disabled', disabled],
    ]),
    bystander,
    groups: {
      a: await createGroup(client, restorerToken, programA, markers.aPrivate, bystander.uid),
      b: await createGroup(client, restorerToken, programB, markers.bPrivate, managerB.uid),
    },
    invitationA: await inviteMarker(client, restorerToken, programA, markers.aPrivate),
    throwawayPrograms: [],
    throwawayCollects: [],
  };
  await checkMarkersVisible(client, world);
  return world;
}

async function demoProgram(client: WorldClient, token: string): Promise<string> {
  const { programs } = await client.must<{ programs: Array<{ _id: string; name: string }> }>(
    'GET',
    '/api/programs',
    token,
  );
  const demo = programs.find((p) => p.name === 'Rainbow Demo') ?? programs[0];
  if (!demo) throw new Error('World set-up: the seed made no program');
  return demo._id;
}

export async function renameProgram(
  client: WorldClient,
  token: string,
  programId: string,
  marker: string,
  letter: string,
): Promise<void> {
  const reply = await client.form('PUT', `/api/programs/edit/${programId}`, token, {
    name: `Program ${letter} ${marker}`,
    description: `What program ${letter} is about: ${marker}`,
  });
  if (reply.status >= 300)
    throw new Error(`World set-up: renaming ${letter} answered ${reply.status}`);
}

export async function createProgram(
  client: WorldClient,
  token: string,
  name: string,
): Promise<string> {
  const reply = await client.form<{ programID?: string }>('POST', '/api/programs/create', token, {
    name,
    description: name,
  });
  if (!reply.body.programID) {
    throw new Error(
      `World set-up: creating "${name}" answered ${reply.status} ${JSON.stringify(reply.body)}`,
    );
  }
  return reply.body.programID;
}

interface UserReply {
  user: { _id: string; level: string; status: string; roles: RoleEntry[] };
}

export async function userById(
  client: WorldClient,
  token: string,
  uid: string,
): Promise<UserState> {
  const { user } = await client.must<UserReply>('GET', `/api/admin/get_user_by?id=${uid}`, token);
  return { level: user.level, status: user.status, roles: user.roles };
}

async function userByEmail(
  client: WorldClient,
  token: string,
  email: string,
): Promise<{ uid: string; plan: UserState }> {
  const path = `/api/admin/get_user_by?email=${encodeURIComponent(email)}`;
  const { user } = await client.must<UserReply>('GET', path, token);
  return { uid: user._id, plan: { level: user.level, status: user.status, roles: user.roles } };
}

export interface Invitee {
  programId: string;
  role: string;
  firstName: string;
  collect: string | undefined;
  tag: string;
}

/** Invites, reads the link from the outbox viewer and registers: how a real user arrives. */
export async function registerInvitee(
  client: WorldClient,
  adminToken: string,
  invitee: Invitee,
): Promise<WorldUser> {
  const email = `fuzz.${invitee.tag}@example.org`;
  const password = `Fuzz-${invitee.tag}-password`;
  const { invitation } = await client.must<{ invitation: { _id: string; mail_id?: string } }>(
    'POST',
    '/api/admin/auth/invite_user',
    adminToken,
    {
      email,
      role: invitee.role,
      program_id: invitee.programId,
      ...(invitee.collect ? { collect_id: invitee.collect } : {}),
    },
  );
  if (!invitation.mail_id) throw new Error('World set-up: the invitation names no e-mail');
  const html = await client.mail(invitation.mail_id);
  const code = /\/registration\/[^"?]+\?code=([\w-]+)/.exec(html)?.[1];
  if (!code) throw new Error('World set-up: no registration link in the invitation e-mail');
  const { token } = await client.must<{ token: string }>(
    'POST',
    '/api/invite_user/register',
    undefined,
    {
      id: invitation._id,
      code,
      first_name: invitee.firstName,
      last_name: 'Fuzz',
      password,
    },
  );
  const { user } = await client.must<UserReply>('GET', '/api/auth/get_current_user', token);
  return {
    uid: user._id,
    email,
    password,
    token,
    plan: { level: user.level, status: user.status, roles: user.roles },
  };
}

export async function createGroup(
  client: WorldClient,
  token: string,
  programId: string,
  marker: string,
  memberId: string,
): Promise<string> {
  const { userGroup } = await client.must<{ userGroup: { _id: string } }>(
    'POST',
    `/api/programs/${programId}/user-groups`,
    token,
    { name: { en: `Team ${marker}`, fr: `Équipe ${marker}` }, member_ids: [memberId] },
  );
  return userGroup._id;
}

export async function inviteMarker(
  client: WorldClient,
  token: string,
  programId: string,
  marker: string,
): Promise<string> {
  const { invitations } = await client.must<{ invitations: Array<{ _id: string }> }>(
    'POST',
    `/api/programs/${programId}/invite_users`,
    token,
    { invitations: [{ email: `${marker}@example.org`, role: 'PROGRAM_MANAGER' }] },
  );
  const [invitation] = invitations;
  if (!invitation) throw new Error('World set-up: the marker invitation was not made');
  return invitation._id;
}

/** The leak check is only as good as its markers: make sure those who may see them do. */
async function checkMarkersVisible(client: WorldClient, world: World): Promise<void> {
  const manager = world.users.get('managerA');
  const reads: Array<[string, string, string | undefined]> = [
    [world.markers.aPublic, '/api/programs', manager?.token],
    [world.markers.aPrivate, `/api/programs/${world.programA}/user-groups`, manager?.token],
    [world.markers.bPublic, '/api/programs', world.users.get('managerB')?.token],
    [world.markers.bPrivate, `/api/programs/${world.programB}/user-groups`, world.restorerToken],
  ];
  for (const [marker, path, token] of reads) {
    const reply = await client.call('GET', path, token);
    if (!JSON.stringify(reply.body).includes(marker)) {
      throw new Error(`World set-up: marker ${marker} not visible at ${path} (${reply.status})`);
    }
  }
}

/** A collect on the first model a manager may pick, in `programId`. */
export async function createCollect(
  client: WorldClient,
  token: string,
  programId: string,
  title: string,
): Promise<string> {
  const { models } = await client.must<{ models: { _id: string }[] }>(
    'GET',
    '/api/models/available',
    token,
  );
  const model = models[0];
  if (!model) throw new Error('World set-up: no data model to build a collect on');
  const made = await client.must<{ _id: string }>(
    'POST',
    `/api/program/${encodeURIComponent(programId)}/collect`,
    token,
    { title, model: model._id },
  );
  return made._id;
}
