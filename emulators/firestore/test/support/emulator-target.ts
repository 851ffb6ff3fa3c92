import { inject } from 'vitest';

/** Which server the suite talks to: Rainbow's offline emulator, or Google's official one. */
export type EmulatorKind = 'rainbow' | 'official';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    firestoreEmulatorKind: EmulatorKind;
  }
}

export function emulatorHost(): string {
  return inject('firestoreEmulatorHost');
}

/**
 * Google's emulator has no billing endpoint, and does not answer a 10 MB commit: only the tests
 * of those two (isolation-and-admin, limits' request limits) may skip on it.
 */
export function isOfficialEmulator(): boolean {
  return inject('firestoreEmulatorKind') === 'official';
}
