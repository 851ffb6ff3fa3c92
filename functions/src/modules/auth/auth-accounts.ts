import type { Auth } from 'firebase-admin/auth';
import { errorCodeOf } from '../../core/error-codes.js';
import { invalidField } from '../../core/errors.js';

/** Sign-in identities in Firebase Auth (the Admin SDK), as the people services need them. */
export interface AuthAccounts {
  /** The identity holding `email`, if any. */
  findByEmail(email: string): Promise<{ uid: string } | null>;
  /**
   * Creates a password identity for an invited address, its e-mail verified (the invitation code
   * proved it). Null when an identity with that address exists already.
   */
  create(email: string, password: string, displayName: string): Promise<{ uid: string } | null>;
  remove(uid: string): Promise<void>;
  /** Disabling also revokes refresh tokens, so no new ID token can be minted. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
}

export function createAuthAccounts(auth: Auth): AuthAccounts {
  return {
    async findByEmail(email) {
      try {
        return { uid: (await auth.getUserByEmail(email)).uid };
      } catch (error) {
        if (errorCodeOf(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async create(email, password, displayName) {
      try {
        const created = await auth.createUser({
          email,
          password,
          displayName,
          emailVerified: true,
          disabled: false,
        });
        return { uid: created.uid };
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'auth/invalid-password') {
          throw invalidField('password', 'This password is not accepted');
        }
        if (code === 'auth/email-already-exists') return null;
        throw error;
      }
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
