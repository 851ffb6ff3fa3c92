import fs from 'node:fs';

import { assertFails, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { findOfficialStorage } from './support/official-emulator.js';

// storage.rules: clients never touch Cloud Storage (the api reads and writes blobs with the Admin
// SDK and hands out signed URLs), so every read, write, list and delete is refused, whoever asks.
// Runs against a Storage emulator named by STORAGE_RULES_EMULATOR_HOST, else says it is skipped.

const RULES_FILE = new URL('../../storage.rules', import.meta.url);
const LOGO = 'programs/alpha/logo.png';

const official = findOfficialStorage();
if (!official.available) console.warn(`${official.reason}.\n${official.hint}`);
const suite = official.available ? describe : describe.skip;
const title = official.available
  ? `storage.rules on the official Storage emulator (${official.describe})`
  : official.reason;

suite(title, () => {
  let env: RulesTestEnvironment;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!official.available) throw new Error(official.reason);
    const emulator = await official.start();
    stop = () => emulator.stop();
    env = await initializeTestEnvironment({
      projectId: 'demo-rainbow-storage-rules',
      storage: {
        host: emulator.host,
        port: emulator.port,
        rules: fs.readFileSync(RULES_FILE, 'utf8'),
      },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .storage()
        .ref(LOGO)
        .put(new Uint8Array([137, 80, 78, 71]));
    });
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
    await stop?.();
  });

  it.each(['signed-in user', 'unauthenticated'])(
    'a %s reads, lists, writes and deletes nothing',
    async (who) => {
      const context =
        who === 'unauthenticated'
          ? env.unauthenticatedContext()
          : env.authenticatedContext('admin');
      const storage = context.storage();
      const bytes = new Uint8Array([1, 2, 3]);
      await Promise.all([
        assertFails(storage.ref(LOGO).getDownloadURL()),
        assertFails(storage.ref(LOGO).getMetadata()),
        assertFails(storage.ref('programs').listAll()),
        assertFails(Promise.resolve(storage.ref(LOGO).put(bytes))),
        assertFails(Promise.resolve(storage.ref('uploads/new.bin').put(bytes))),
        assertFails(storage.ref(LOGO).delete()),
      ]);
    },
  );
});
