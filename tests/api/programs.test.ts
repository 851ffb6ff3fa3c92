import { beforeAll, describe, expect, it } from 'vitest';

import { api, signIn } from '../support/api-client.js';
import { programForm, uniqueName } from '../support/fixtures.js';
import { superAdmin } from '../support/stack-context.js';

interface ProgramsBody {
  programs: Array<{ _id: string; name: string; logo: string | null }>;
}

describe('programs', () => {
  let token: string;

  beforeAll(async () => {
    const admin = superAdmin();
    token = await signIn(admin.email, admin.password);
  });

  it('lists the programs the caller may see', async () => {
    const response = await api<ProgramsBody>('/api/programs', { token });

    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.programs)).toBe(true);
    for (const program of response.body.programs) {
      expect(program).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
    }
  });

  it('creates a program from a multipart form, then lists it', async () => {
    const name = uniqueName('Contract program');

    const created = await api<{ programID: string }>('/api/programs/create', {
      token,
      form: programForm(name),
    });

    expect(created.status).toBeLessThan(300);
    expect(created.body.programID).toEqual(expect.any(String));
    const listed = await api<ProgramsBody>('/api/programs', { token });
    expect(listed.body.programs).toContainEqual(
      expect.objectContaining({ _id: created.body.programID, name }),
    );
  });

  it('refuses to list programs without a token', async () => {
    const response = await api('/api/programs');

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses to create a program without a token', async () => {
    const response = await api('/api/programs/create', { form: programForm('Nobody') });

    expect(response.status).toBe(401);
  });
});
