import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_LOGO_MAX_BYTES } from '../src/shared/constants.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { pngBytes, programForm, svgBytes } from './support/fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

interface ProgramsBody {
  programs: { _id: string; name: string; logo: string | null }[];
}

describe('programs', () => {
  let api: TestApi;
  let admin: TestUser;
  const ids: Record<'alpha' | 'beta' | 'gamma', string> = { alpha: '', beta: '', gamma: '' };

  async function create(name: string, token = admin.token, form = programForm(name)) {
    return call<{ programID: string } & ErrorBody>(api, '/api/programs/create', { token, form });
  }
  const names = (body: ProgramsBody) => body.programs.map((program) => program.name);

  beforeAll(async () => {
    api = await startTestApi('programs');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    for (const key of ['gamma', 'alpha', 'beta'] as const) {
      const created = await create(`Program ${key}`);
      ids[key] = created.body.programID;
    }
  });
  afterAll(() => api.close());

  describe('GET /api/programs', () => {
    it('shows a super admin every program, sorted by name, without logo when none', async () => {
      const response = await call<ProgramsBody>(api, '/api/programs', { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body.programs).toEqual([
        { _id: ids.alpha, name: 'Program alpha', logo: null },
        { _id: ids.beta, name: 'Program beta', logo: null },
        { _id: ids.gamma, name: 'Program gamma', logo: null },
      ]);
    });

    it('shows a manager and a contributor only the programs where they hold a role', async () => {
      const manager = await createTestUser(api, 'manager', {
        roles: [{ program_id: ids.alpha, role: 'PROGRAM_MANAGER' }],
      });
      const contributor = await createTestUser(api, 'contributor', {
        roles: [
          { program_id: ids.beta, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' },
          { program_id: ids.gamma, role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: 'c2' },
          { program_id: 'deleted-program', role: 'PROGRAM_MANAGER' },
        ],
      });
      const asManager = await call<ProgramsBody>(api, '/api/programs', { token: manager.token });
      expect(names(asManager.body)).toEqual(['Program alpha']);
      const asContributor = await call<ProgramsBody>(api, '/api/programs', {
        token: contributor.token,
      });
      expect(names(asContributor.body)).toEqual(['Program beta', 'Program gamma']);
    });

    it('shows nothing to a user without roles', async () => {
      const nobody = await createTestUser(api, 'nobody');
      const response = await call<ProgramsBody>(api, '/api/programs', { token: nobody.token });
      expect(response.body).toEqual({ programs: [] });
    });

    it('hides a program as soon as the role is removed', async () => {
      const user = await createTestUser(api, 'revoked', {
        roles: [{ program_id: ids.beta, role: 'PROGRAM_MANAGER' }],
      });
      expect(
        names((await call<ProgramsBody>(api, '/api/programs', { token: user.token })).body),
      ).toEqual(['Program beta']);
      await api.factory.updateUser(user.uid, { roles: [] });
      const after = await call<ProgramsBody>(api, '/api/programs', { token: user.token });
      expect(after.body.programs).toEqual([]);
    });

    it('lists more programs than one Firestore `in` query could hold', async () => {
      const many = [];
      for (let index = 0; index < 35; index += 1) {
        many.push((await create(`Bulk ${String(index).padStart(2, '0')}`)).body.programID);
      }
      const member = await createTestUser(api, 'member-of-many', {
        roles: many.map((id) => ({ program_id: id, role: 'PROGRAM_MANAGER' as const })),
      });
      const response = await call<ProgramsBody>(api, '/api/programs', { token: member.token });
      expect(response.body.programs.map((program) => program._id).sort()).toEqual(many.sort());
    });

    it('answers 401 without a token', async () => {
      const response = await call<ErrorBody>(api, '/api/programs');
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('POST /api/programs/create', () => {
    it('creates a program with a logo for a super admin', async () => {
      const response = await create(
        'With logo',
        admin.token,
        programForm('  With logo ', {
          bytes: pngBytes(),
          type: 'image/png',
        }),
      );
      expect(response.status).toBe(201);
      expect(Object.keys(response.body)).toEqual(['programID']);
      const stored = (await api.db.doc(`programs/${response.body.programID}`).get()).data();
      expect(stored).toMatchObject({ name: 'With logo', created_by: admin.uid });
      expect(stored?.logo_path).toMatch(/^programs\/[\w-]+\/logo-[\w-]+\.png$/);
    });

    it('accepts a JSON body without logo', async () => {
      const response = await call<{ programID: string }>(api, '/api/programs/create', {
        token: admin.token,
        json: { name: 'From JSON' },
      });
      expect(response.status).toBe(201);
    });

    it('refuses a manager with 403, before reading the upload', async () => {
      const manager = await createTestUser(api, 'creator-manager', {
        roles: [{ program_id: ids.alpha, role: 'PROGRAM_MANAGER' }],
      });
      const big = { bytes: new Uint8Array(PROGRAM_LOGO_MAX_BYTES + 10), type: 'image/png' };
      const response = await create('Managed', manager.token, programForm('Managed', big));
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    });

    it('refuses a call without a token with 401', async () => {
      const response = await create('Anonymous', '');
      expect(response.status).toBe(401);
    });

    it('names `name` when it is missing, blank or too short', async () => {
      for (const name of [undefined, '   ', 'x']) {
        const response = await create('ignored', admin.token, programForm(name));
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('VALIDATION_ERROR');
        expect(response.body.error.message).toMatch(/^name: /);
      }
      const missing = await create('ignored', admin.token, programForm(undefined));
      expect(missing.body.error.message).toBe('name: Required');
    });

    it('answers 413 naming `logo` when the logo exceeds 2 MB', async () => {
      const bytes = Buffer.concat([pngBytes(), Buffer.alloc(PROGRAM_LOGO_MAX_BYTES)]);
      const response = await create(
        'Big logo',
        admin.token,
        programForm('Big logo', {
          bytes,
          type: 'image/png',
        }),
      );
      expect(response.status).toBe(413);
      expect(response.body.error).toEqual(
        expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', message: 'logo: File exceeds 2 MB' }),
      );
    });

    it('refuses SVG and files whose bytes are not an image, naming `logo`', async () => {
      for (const logo of [
        { bytes: svgBytes(), type: 'image/svg+xml', filename: 'logo.svg' },
        { bytes: svgBytes(), type: 'image/png', filename: 'logo.png' },
        { bytes: Buffer.from('GIF89a'), type: 'image/gif', filename: 'logo.gif' },
      ]) {
        const response = await create('Bad logo', admin.token, programForm('Bad logo', logo));
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual(
          expect.objectContaining({
            code: 'VALIDATION_ERROR',
            message: 'logo: Unsupported file type: use PNG, JPEG or WebP',
          }),
        );
      }
      const listed = await call<ProgramsBody>(api, '/api/programs', { token: admin.token });
      expect(names(listed.body)).not.toContain('Bad logo');
    });

    it('answers 409 to a name already taken, whatever its case and spacing', async () => {
      const response = await create('program   ALPHA');
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual(
        expect.objectContaining({
          code: 'ALREADY_EXISTS',
          message: 'name: A program with this name already exists',
        }),
      );
    });

    it('keeps one program when the same name is sent twice at once', async () => {
      const results = await Promise.all([create('Twin'), create('Twin')]);
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    });
  });
});
