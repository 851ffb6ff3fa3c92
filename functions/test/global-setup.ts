import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './support/auth-emulator.js';
import { startFirestore } from './support/firestore-emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** Sign-in with an API key lands in the Auth emulator's default project: this one. */
    authProjectId: string;
    firestoreEmulatorHost: string;
    firestoreEmulatorKind: 'rainbow' | 'preset';
  }
}

/**
 * One Auth emulator and one Firestore emulator for every functions test file. Files isolate
 * their data with their own Firestore project id and their own e-mail addresses.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [auth, firestore] = await Promise.all([
    startAuthEmulator(`demo-functions-${randomBytes(3).toString('hex')}`),
    startFirestore(),
  ]);
  project.provide('authEmulatorHost', auth.host);
  project.provide('authProjectId', auth.projectId);
  project.provide('firestoreEmulatorHost', firestore.host);
  project.provide('firestoreEmulatorKind', firestore.kind);
  return async () => {
    await Promise.all([auth.stop(), firestore.stop()]);
  };
}
