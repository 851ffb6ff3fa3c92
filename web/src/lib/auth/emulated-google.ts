export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

/**
 * The ID token the Auth emulator accepts for a Google account: unsigned JSON claims. The same
 * address always gets the same Google subject, so signing in again finds the same account.
 */
export function emulatedGoogleIdToken({ email, name }: EmulatedGoogleAccount): string {
  const address = email.trim().toLowerCase();
  const sub = `emulated-${address.replace(/[^a-z0-9]/g, '-')}`;
  return JSON.stringify({ sub, email: address, email_verified: true, name: name.trim() });
}
