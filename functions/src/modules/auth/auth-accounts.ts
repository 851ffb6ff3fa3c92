import type { Auth } from 'firebase-admin/auth';
import { errorCodeOf } from '../../core/error-codes.js';
import { invalidField } from '../../core/errors.js';

/** Sign-in identities in Firebase Auth (the Admin SDK), as the people services need them. */
export interface AuthAccounts {
  /**
   * Creates the identity of an invited address. An identity that already exists for it while
   * Rainbow has no account (a registration interrupted after this step) is taken over with the
   * new password: the invitation code proved the address. `created` tells whether to undo.
   */
  createOrAdopt(
    email: string,
    password: string,
    displayName: string,
  ): Promise<{ uid: string; created: boolean }>;
  remove(uid: string): Promise<void>;
  /** Disabling also revokes refresh tokens, so no new ID token can be minted. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
}

export function createAuthAccounts(auth: Auth): AuthAccounts {
  return {
    async createOrAdopt(email, password, displayName) {
      const profile = { password, displayName, emailVerified: true, disabled: false };
      try {
        const created = await auth.createUser({ email, ...profile });
        return { uid: created.uid, created: true };
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'auth/invalid-password') {
          throw invalidField('password', 'This password is not accepted');
        }
        if (code !== 'auth/email-already-exists') throw error;
      }
      const existing = await auth.getUserByEmail(email);
      await auth.updateUser(existing.uid, profile);
      return { uid: existing.uid, created: false };
    },
    async remove(uid) {
      await auth.deleteUser(uid).catch((error: unknown) => {
        if (errorCodeOf(error) !== 'auth/user-not-found') throw error;
      });
    },
    async setDisabled(uid, disabled) {
      try {
        await auth.updateUser(uid, { disabled });
        if (disabled) await auth.revokeRefreshTokens(uid);
      } catch (error) {
        // An account created without sign-in identity (imported data) has nothing to disable.
        if (errorCodeOf(error) !== 'auth/user-not-found') throw error;
      }
    },
  };
}
