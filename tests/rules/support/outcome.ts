import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

export type Outcome = 'allowed' | 'denied';

/**
 * 'allowed' or 'denied' by the rules; any other failure (the emulator down, a bad request) is
 * thrown, so that a broken setup never reads as a refusal.
 */
export async function outcome(operation: Promise<unknown>): Promise<Outcome> {
  try {
    await assertSucceeds(operation);
    return 'allowed';
  } catch (error) {
    await assertFails(Promise.reject(error));
    return 'denied';
  }
}

/** Runs `operation` on every key and returns the outcomes by key, for one readable diff. */
export async function outcomes(
  keys: readonly string[],
  operation: (key: string) => Promise<unknown>,
): Promise<Record<string, Outcome>> {
  const results = await Promise.all(keys.map((key) => outcome(operation(key))));
  return Object.fromEntries(keys.map((key, index) => [key, results[index] as Outcome]));
}

/** The expected outcomes: `allowed` keys allowed, every other key denied. */
export function expected(
  keys: readonly string[],
  allowed: readonly string[],
): Record<string, Outcome> {
  const unknown = allowed.filter((key) => !keys.includes(key));
  if (unknown.length) throw new Error(`not in the table: ${unknown.join(', ')}`);
  return Object.fromEntries(keys.map((key) => [key, allowed.includes(key) ? 'allowed' : 'denied']));
}
