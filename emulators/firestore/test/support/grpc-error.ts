import { expect } from 'vitest';
import type { GrpcStatus } from 'firebase-admin/firestore';

/**
 * Asserts that a call fails the way a client sees a server-side rejection: a gRPC status code and,
 * where production's wording is documented, a fragment of its message.
 */
export async function expectGrpcError(
  call: Promise<unknown>,
  code: GrpcStatus,
  message?: string | RegExp,
): Promise<Error & { code: number }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected the call to be rejected').toBeInstanceOf(Error);
  const failure = error as Error & { code: number };
  expect(failure.code, failure.message).toBe(code);
  if (message !== undefined) expect(failure.message).toMatch(message);
  return failure;
}
