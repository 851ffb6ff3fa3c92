import type { ClientConfig } from '@shared/contract/config.schema';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import { ApiError, NETWORK_ERROR } from '../api-error';
import { emulatedGoogleIdToken, type EmulatedGoogleAccount } from './emulated-google';

/** What the app needs from Firebase Auth; screens and tests depend on this, not on the SDK. */
export interface AuthService {
  /** Resolves once the persisted session (if any) has been restored. */
  ready(): Promise<void>;
  isSignedIn(): boolean;
  /**
   * The current ID token; the SDK refreshes it silently when it is about to expire. Rejects with
   * an ApiError (NETWORK_ERROR, or 401 when the session cannot be renewed).
   */
  getToken(): Promise<string | null>;
  signInWithPassword(email: string, password: string): Promise<void>;
  /**
   * True against the Auth emulator: Google's popup needs Google's servers, so the app asks for
   * the Google account itself and signs in with an emulator-accepted credential instead.
   */
  readonly googleEmulated: boolean;
  signInWithGoogle(): Promise<void>;
  /** Only against the Auth emulator, which accepts an unsigned Google ID token. */
  signInWithEmulatedGoogle(account: EmulatedGoogleAccount): Promise<void>;
  sendPasswordReset(email: string, languageCode: string): Promise<void>;
  signOut(): Promise<void>;
  onChange(listener: (signedIn: boolean) => void): () => void;
}

/**
 * Renewing the ID token failed: offline is a network error like any other call's; anything else
 * (revoked, disabled or deleted account) means the session is over.
 */
function tokenError(error: unknown): ApiError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'auth/network-request-failed') {
    return new ApiError(0, NETWORK_ERROR, 'The session could not be renewed: offline', error);
  }
  return new ApiError(401, 'UNAUTHENTICATED', 'The session could not be renewed', error);
}

export function createFirebaseAuthService(config: ClientConfig): AuthService {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return {
    ready: () => auth.authStateReady(),
    isSignedIn: () => auth.currentUser !== null,
    getToken: async () => {
      if (!auth.currentUser) return null;
      try {
        return await auth.currentUser.getIdToken();
      } catch (error) {
        throw tokenError(error);
      }
    },
    signInWithPassword: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    googleEmulated: config.authEmulatorUrl !== null,
    signInWithGoogle: async () => {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider);
    },
    signInWithEmulatedGoogle: async (account) => {
      if (!config.authEmulatorUrl)
        throw new Error('Emulated Google accounts need the Auth emulator');
      const credential = GoogleAuthProvider.credential(emulatedGoogleIdToken(account));
      await signInWithCredential(auth, credential);
    },
    sendPasswordReset: async (email, languageCode) => {
      auth.languageCode = languageCode;
      await sendPasswordResetEmail(auth, email);
    },
    signOut: () => signOut(auth),
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(user !== null)),
  };
}
