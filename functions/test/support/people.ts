import { call } from './http.js';
import type { HttpResult } from './http.js';
import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type { TestApi } from './test-api.js';
import { createTestUser, signedIn } from './users.js';
import type { TestUser } from './users.js';

/** A program made by the factory, created by `admin`, with one placeholder collect. */
export async function createProgram(
  api: TestApi,
  admin: TestUser,
  name: string,
): Promise<{ id: string; collectId: string }> {
  const { id } = await api.factory.makeProgram({ name, by: admin });
  const collectId = await createCollect(api, id, 'Households');
  return { id, collectId };
}

export const createCollect = (api: TestApi, programId: string, title: string) =>
  api.factory.makeCollect(programId, { title });

export const managerOf = async (api: TestApi, programId: string, label = 'manager') =>
  signedIn(await api.factory.makeMember(programId, { label }));

export interface ManagedProgram {
  admin: TestUser;
  program: { id: string; collectId: string };
  manager: TestUser;
}

/** The usual starting point: a super administrator, a program of theirs and its manager. */
export async function managedProgram(
  api: TestApi,
  name: string,
  managerLabel?: string,
): Promise<ManagedProgram> {
  const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  const program = await createProgram(api, admin, name);
  const manager = await managerOf(api, program.id, managerLabel);
  return { admin, program, manager };
}

export const contributorOf = async (
  api: TestApi,
  programId: string,
  collectId: string,
  label = 'contributor',
) =>
  signedIn(
    await api.factory.makeMember(programId, {
      label,
      role: 'COLLECT_SINGLE_CONTRIBUTOR',
      collectId,
    }),
  );

export interface MailDoc {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The newest e-mail sent to `to`. */
export async function latestMail(api: TestApi, to: string): Promise<MailDoc> {
  const snapshot = await api.db.collection('mail').where('to', '==', to).get();
  const docs = snapshot.docs.sort(
    (a, b) => b.get('created_at').toMillis() - a.get('created_at').toMillis() || 0,
  );
  const doc = docs[0];
  if (!doc) throw new Error(`No e-mail to ${to}`);
  const message = doc.get('message') as { subject: string; html: string; text: string };
  return { id: doc.id, to, ...message };
}

/** The invitation id and code of the registration link in an e-mail. */
export function linkOf(mail: MailDoc): { id: string; code: string; url: string } {
  const match = /(https?:\/\/\S+\/registration\/([^?\s]+)\?code=([\w-]+))/.exec(mail.text);
  if (!match?.[1] || !match[2] || !match[3])
    throw new Error(`No registration link in ${mail.text}`);
  return { url: match[1], id: decodeURIComponent(match[2]), code: match[3] };
}

export interface InvitationBody {
  _id: string;
  invitation_id: string;
  email: string;
  role: string;
  status: string;
  expires_at: string;
  created_at: string;
  mail_id?: string;
}

export async function invite(
  api: TestApi,
  token: string,
  programId: string,
  invitations: unknown[],
  lang = 'en',
): Promise<HttpResult<{ invitations: InvitationBody[] } & ErrorBody>> {
  return call(api, `/api/programs/${programId}/invite_users?lang=${lang}`, {
    token,
    json: { invitations },
  });
}

/** A fresh address for this file. */
export const newEmail = (api: TestApi, label: string) =>
  `${label}.${api.prefix}.${Math.random().toString(36).slice(2, 8)}@test.rainbow.dev`;
