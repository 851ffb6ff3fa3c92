import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, programForm } from './support/fixtures.js';
import { call } from './support/http.js';
import { contributorOf, createProgram, invite, managerOf, newEmail } from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

interface ProgramBody {
  program: {
    _id: string;
    name: string;
    logo: string | null;
    description?: string;
    created_at: string;
    updated_at: string;
  };
}

describe('program settings and deletion', () => {
  let api: TestApi;
  let admin: TestUser;

  const getProgram = (id: string, token: string) =>
    call<ProgramBody & ErrorBody>(api, `/api/programs/${id}`, { token });
  const edit = (id: string, token: string, body: FormData | Record<string, unknown>) =>
    call<{ _id: string } & ErrorBody>(api, `/api/programs/edit/${id}`, {
      method: 'PUT',
      token,
      ...(body instanceof FormData ? { form: body } : { json: body }),
    });
  const storedLogo = async (id: string) =>
    ((await api.db.doc(`programs/${id}`).get()).get('logo_path') as string | null) ?? null;

  beforeAll(async () => {
    api = await startTestApi('program-settings');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  });
  afterAll(() => api.close());

  it('shows a program to its members and super admins, not to others', async () => {
    const program = await createProgram(api, admin, 'Shown program');
    const contributor = await contributorOf(api, program.id, program.collectId);
    const response = await getProgram(program.id, contributor.token);
    expect(response.status).toBe(200);
    expect(response.body.program).toEqual({
      _id: program.id,
      name: 'Shown program',
      logo: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const outsider = await managerOf(api, 'another-program');
    expect((await getProgram(program.id, outsider.token)).status).toBe(403);
    expect((await getProgram('missing', admin.token)).status).toBe(404);
  });

  it('lets its manager rename it, describe it and replace then remove its logo', async () => {
    const program = await createProgram(api, admin, 'Edited program');
    const manager = await managerOf(api, program.id);
    const form = programForm('Renamed program', { bytes: pngBytes(), type: 'image/png' });
    form.append('description', '  What we do  ');
    const saved = await edit(program.id, manager.token, form);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ _id: program.id });
    const shown = await getProgram(program.id, manager.token);
    expect(shown.body.program).toMatchObject({
      name: 'Renamed program',
      description: 'What we do',
    });
    const firstUrl = shown.body.program.logo ?? '';
    expect((await fetch(firstUrl)).status).toBe(200);
    const firstLogo = await storedLogo(program.id);

    const replaced = programForm('Renamed program', { bytes: pngBytes(), type: 'image/png' });
    expect((await edit(program.id, manager.token, replaced)).status).toBe(200);
    const secondLogo = await storedLogo(program.id);
    expect(secondLogo).not.toBe(firstLogo);
    // The replaced file is deleted: its still-signed link finds nothing.
    expect((await fetch(firstUrl)).status).toBe(404);
    const secondUrl = (await getProgram(program.id, manager.token)).body.program.logo ?? '';

    const removed = await edit(program.id, manager.token, {
      name: 'Renamed program',
      remove_logo: true,
    });
    expect(removed.status).toBe(200);
    expect((await getProgram(program.id, manager.token)).body.program.logo).toBeNull();
    expect((await fetch(secondUrl)).status).toBe(404);
    // Description left out stays; the old name is free again, the new one taken.
    expect((await getProgram(program.id, manager.token)).body.program.description).toBe(
      'What we do',
    );
    const reuse = await call(api, '/api/programs/create', {
      token: admin.token,
      json: { name: 'Edited program' },
    });
    expect(reuse.status).toBe(201);
    const taken = await call<ErrorBody>(api, '/api/programs/create', {
      token: admin.token,
      json: { name: 'renamed PROGRAM' },
    });
    expect(taken.status).toBe(409);
    const log = await call<{ activities: { action: string; details?: { fields?: string[] } }[] }>(
      api,
      `/api/programs/${program.id}/activities`,
      { token: manager.token },
    );
    expect(log.body.activities.map((a) => [a.action, a.details?.fields])).toEqual([
      ['PROGRAM_UPDATED', ['logo']],
      ['PROGRAM_UPDATED', ['logo']],
      ['PROGRAM_UPDATED', ['name', 'description', 'logo']],
      ['PROGRAM_CREATED', undefined],
    ]);
  });

  it('applies the creation checks to edits', async () => {
    const program = await createProgram(api, admin, 'Checked program');
    await createProgram(api, admin, 'Taken name');
    const taken = await edit(program.id, admin.token, { name: 'TAKEN  name' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('name: A program with this name already exists');
    const short = await edit(program.id, admin.token, { name: 'x' });
    expect(short.status).toBe(400);
    const both = programForm('Checked program', { bytes: pngBytes(), type: 'image/png' });
    both.append('remove_logo', 'true');
    const conflicting = await edit(program.id, admin.token, both);
    expect(conflicting.status).toBe(400);
    expect(conflicting.body.error.message).toMatch(/^remove_logo: /);
    const missing = await edit('missing-program', admin.token, { name: 'Whatever' });
    expect(missing.status).toBe(404);
  });

  it('keeps one program with a name when two renames race for it', async () => {
    const one = await createProgram(api, admin, 'Racer one');
    const two = await createProgram(api, admin, 'Racer two');
    const results = await Promise.all([
      edit(one.id, admin.token, { name: 'Finish line' }),
      edit(two.id, admin.token, { name: 'Finish line' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('deletes a program with everything under it, its invitations, logo, name and roles', async () => {
    const created = await call<{ programID: string }>(api, '/api/programs/create', {
      token: admin.token,
      form: programForm('Doomed program', { bytes: pngBytes(), type: 'image/png' }),
    });
    const id = created.body.programID;
    const logoUrl = (await getProgram(id, admin.token)).body.program.logo ?? '';
    expect((await fetch(logoUrl)).status).toBe(200);
    await api.factory.makeCollect(id, { id: 'c1', title: 'C' });
    // Records come with a later issue; until then one is written by hand.
    await api.db.doc(`programs/${id}/collects/c1/records/r1`).set({ fields: { a: 1 } });
    const manager = await managerOf(api, id);
    const keeper = await createTestUser(api, 'keeper', {
      roles: [
        { program_id: id, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' },
        { program_id: 'kept-program', role: 'PROGRAM_MANAGER' },
      ],
    });
    await call(api, `/api/programs/${id}/user-groups`, {
      token: manager.token,
      json: { name: { en: 'Group' }, member_ids: [keeper.uid] },
    });
    await invite(api, manager.token, id, [
      { email: newEmail(api, 'invited1'), role: 'PROGRAM_MANAGER' },
      { email: newEmail(api, 'invited2'), role: 'PROGRAM_MANAGER' },
    ]);

    const refused = await call(api, `/api/programs/${id}`, {
      method: 'DELETE',
      token: manager.token,
    });
    expect(refused.status).toBe(403);
    const deleted = await call<{ _id: string; deleted: Record<string, unknown> }>(
      api,
      `/api/programs/${id}`,
      { method: 'DELETE', token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body._id).toBe(id);
    expect(deleted.body.deleted).toMatchObject({ members: 2, invitations: 2, logo: true });
    // program, collect, record, 2 members, 1 group, activity entries (created, group, 2 invitations)
    expect(deleted.body.deleted.documents).toBe(10);

    expect((await api.db.doc(`programs/${id}`).get()).exists).toBe(false);
    expect((await api.db.doc(`programs/${id}/collects/c1/records/r1`).get()).exists).toBe(false);
    expect((await api.db.collection('invitations').where('program_id', '==', id).get()).size).toBe(
      0,
    );
    expect(
      (await api.db.collection('invitationSlots').where('program_id', '==', id).get()).size,
    ).toBe(0);
    const keeperDoc = (await api.db.doc(`users/${keeper.uid}`).get()).data();
    expect(keeperDoc?.roles).toEqual([{ program_id: 'kept-program', role: 'PROGRAM_MANAGER' }]);
    expect(keeperDoc?.program_ids).toEqual(['kept-program']);
    const programs = await call<{ programs: unknown[] }>(api, '/api/programs', {
      token: manager.token,
    });
    expect(programs.body.programs).toEqual([]);
    expect((await fetch(logoUrl)).status).toBe(404);
    const again = await call(api, `/api/programs/${id}`, { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(404);
    const reuse = await call(api, '/api/programs/create', {
      token: admin.token,
      json: { name: 'Doomed program' },
    });
    expect(reuse.status).toBe(201);
  });
});
