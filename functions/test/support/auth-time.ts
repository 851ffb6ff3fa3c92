/**
 * Resolves once the clock has passed into the next whole second. Firebase Auth records a
 * revocation, and a token's auth_time, in whole seconds: a token is revoked only when it was
 * signed in strictly before the second of the revocation.
 */
export async function afterThisSecond(): Promise<void> {
  const wait = 1000 - (Date.now() % 1000) + 50;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
