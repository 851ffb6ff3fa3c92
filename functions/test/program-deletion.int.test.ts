import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../src/core/blobs/blob-store.js';
import { createProgramDeletionRepository } from '../src/modules/programs/program-deletion.repository.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import {
  contributorOf,
  createProgram,
  invite,
  latestMail,
  linkOf,
  managerOf,
  newEmail,
} from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9 defect 8: deleting a program takes several steps (roles, invitations, documents). A
// registration or a role change landing between them left a role in a program that no longer
// existed. The deletion now first marks the program in a transaction, and every grant reads the
// program in its own transaction and refuses a marked one, so nothing can land in between; a
// deletion stopped after any step is finished by calling it again.

describe('deleting a program while roles are being granted in it', () => {
  let api: TestApi;
  let admin: TestUser;
  let blobs: BlobStore;

  const holdersOf = async (programId: string) =>
    (
      await api.db.collection('users').where('program_ids', 'array-contains', programId).get()
    ).docs.map((doc) => doc.id);
  const documentsUnder = async (programId: string) => {
    const collections = await api.db.doc(`programs/${programId}`).listCollections();
    const counts = await Promise.all(collections.map(async (c) => (await c.get()).size));
    return counts.reduce((sum, count) => sum + count, 0);
  };

  beforeAll(async () => {
    api = await startTestApi('program-deletion', {
      blobs: (store) => {
        blobs = store;
        return store;
      },
    });
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  });
  afterAll(() => api.close());

  it('refuses every grant once deletion has begun, and a second call finishes it', async () => {
    const program = await createProgram(api, admin, 'Doomed program');
    const manager = await managerOf(api, program.id, 'doomed-lead');
    const contributor = await contributorOf(api, program.id, program.collectId, 'doomed-c');
    const outsider = await createTestUser(api, 'outsider');
    const invitee = await createTestUser(api, 'invitee');
    const newcomer = newEmail(api, 'newcomer');
    const invited = await invite(api, manager.token, program.id, [
      { email: invitee.email, role: 'PROGRAM_MANAGER' },
      { email: newcomer, role: 'PROGRAM_MANAGER' },
    ]);
    expect(invited.status).toBe(201);
    const link = linkOf(await latestMail(api, newcomer));
    const inviteeInvitation = invited.body.invitations.find((i) => i.email === invitee.email);

    // A file uploaded to one of its collects' records.
    const file = `collects/${program.collectId}/files/f1/photo.png`;
    await blobs.put(file, new Uint8Array([137, 80, 78, 71]), 'image/png');

    // The deletion's first step, then a stop (a crash, a timeout).
    const deletion = createProgramDeletionRepository(api.db);
    expect(await deletion.markDeleting(program.id, new Date())).not.toBeNull();

    // Every way of granting a role in the program is refused…
    const roleEdit = await call<ErrorBody>(api, '/api/programs/role_edit', {
      method: 'PUT',
      token: admin.token,
      json: { id: contributor.uid, program_id: program.id, role: 'PROGRAM_MANAGER' },
    });
    expect(roleEdit.status).toBe(404);
    const userRole = await call<ErrorBody>(api, '/api/admin/update_user_role', {
      method: 'PUT',
      token: admin.token,
      json: { user_id: outsider.uid, roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }] },
    });
    expect(userRole.status).toBeGreaterThanOrEqual(400);
    expect(userRole.status).toBeLessThan(500);
    // (also where the api's own checks before the transaction would have let it through)
    await expect(
      api.factory.updateUser(outsider.uid, {
        roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }],
      }),
    ).rejects.toThrow('Program not found');
    const registered = await call<ErrorBody>(api, '/api/invite_user/register', {
      json: {
        id: link.id,
        code: link.code,
        first_name: 'Late',
        last_name: 'Comer',
        password: 'a-long-password',
      },
    });
    expect(registered.status).toBe(404);
    const accepted = await call<ErrorBody>(
      api,
      `/api/auth/rainbow_invitations/${inviteeInvitation?._id ?? ''}/accept`,
      { method: 'POST', token: invitee.token },
    );
    expect(accepted.status).toBe(404);
    const group = await call<ErrorBody>(api, `/api/programs/${program.id}/user-groups`, {
      token: admin.token,
      json: { name: { en: 'Late group' } },
    });
    expect(group.status).toBe(404);
    const edited = await call(api, `/api/programs/edit/${program.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: 'Renamed while deleted' },
    });
    expect(edited.status).toBe(404);
    // …and the program is already gone for its readers.
    expect((await call(api, `/api/programs/${program.id}`, { token: admin.token })).status).toBe(
      404,
    );
    const listed = await call<{ programs: { _id: string }[] }>(api, '/api/programs', {
      token: admin.token,
    });
    expect(listed.body.programs.map((p) => p._id)).not.toContain(program.id);
    // Those who held a role before the mark still do, until the deletion removes it.
    expect((await holdersOf(program.id)).sort()).toEqual([manager.uid, contributor.uid].sort());

    // Calling the deletion again carries it to the end.
    const deleted = await call<{ deleted: { members: number; invitations: number } }>(
      api,
      `/api/programs/${program.id}`,
      { method: 'DELETE', token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toMatchObject({ members: 2, invitations: 2 });
    expect(await holdersOf(program.id)).toEqual([]);
    expect((await api.db.doc(`programs/${program.id}`).get()).exists).toBe(false);
    expect(await documentsUnder(program.id)).toBe(0);
    // Its collects' files went with it.
    expect(await blobs.get(file)).toBeNull();
    expect((await api.db.collection('users').where('email', '==', newcomer).get()).size).toBe(0);
    // Its name is free again.
    await expect(api.factory.makeProgram({ name: 'Doomed program', by: admin })).resolves.toEqual(
      expect.objectContaining({ name: 'Doomed program' }),
    );
    // A third call finds nothing.
    const again = await call(api, `/api/programs/${program.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });

  it('leaves no role behind when grants race the deletion', async () => {
    const program = await createProgram(api, admin, 'Raced program');
    const people = await Promise.all(
      [0, 1, 2, 3].map((index) => createTestUser(api, `raced-${index}`)),
    );
    const grant = (user: TestUser) =>
      call(api, '/api/admin/update_user_role', {
        method: 'PUT',
        token: admin.token,
        json: { user_id: user.uid, roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }] },
      });
    const [deleted, ...grants] = await Promise.all([
      call(api, `/api/programs/${program.id}`, { method: 'DELETE', token: admin.token }),
      ...people.map(grant),
    ]);
    expect(deleted?.status).toBe(200);
    // Each grant either landed before the mark (and was then removed) or was refused.
    for (const answer of grants) expect([200, 400, 404]).toContain(answer.status);
    expect(await holdersOf(program.id)).toEqual([]);
    expect(await documentsUnder(program.id)).toBe(0);
  });
});
