import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { freePorts, startStack } from '../../emulators/stack/src/stack.js';
import type { Stack, StackPorts } from '../../emulators/stack/src/stack.js';
import { api, signIn } from '../support/api-client.js';
import { programForm, uniqueName } from '../support/fixtures.js';

interface ProgramsBody {
  programs: Array<{ _id: string; name: string }>;
}

// What `npm start` promises: stop it, start it again, and everything is still there, with the
// same sign-in and nothing seeded twice. This file runs its own stack on its own data folder.
describe('the launcher keeps data across a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-durability-'));
  let ports: StackPorts;
  let stack: Stack | undefined;

  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the same accounts and programs after a stop and a start', async () => {
    ports = await freePorts();
    stack = await startStack({ dataDir, ports, quiet: true });
    expect(stack.seed.created).toBe(true);
    const [account] = stack.seed.accounts;
    if (!account) throw new Error('The seed reported no demo account');
    const first = stack.webUrl;
    const token = await signIn(account.email, account.password, first);
    const name = uniqueName('Durable program');
    const created = await api<{ programID: string }>('/api/programs/create', {
      token,
      form: programForm(name),
      baseUrl: first,
    });
    expect(created.body.programID).toEqual(expect.any(String));
    const before = await api<ProgramsBody>('/api/programs', { token, baseUrl: first });
    await stack.stop();

    stack = await startStack({ dataDir, ports, quiet: true });

    expect(stack.seed.created).toBe(false);
    expect(stack.seed.accounts).toEqual([account, ...stack.seed.accounts.slice(1)]);
    const again = await signIn(account.email, account.password, stack.webUrl);
    const after = await api<ProgramsBody>('/api/programs', { token: again, baseUrl: stack.webUrl });
    expect(after.body.programs).toContainEqual(
      expect.objectContaining({ _id: created.body.programID, name }),
    );
    expect(after.body.programs).toHaveLength(before.body.programs.length);
  }, 300_000);
});
