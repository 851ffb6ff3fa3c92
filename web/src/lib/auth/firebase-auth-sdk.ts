import type { ClientConfig } from '@shared/contract/config.schema';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import { ApiError, NETWORK_ERROR } from '../api-error';
import type { AuthService } from './auth-service';
import { emulatedGoogleIdToken } from './emulated-google';

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

/**
 * The Firebase Auth SDK behind AuthService. Loaded with a dynamic import (auth-service.ts), so that
 * its ~30 KB reach the browser only where someone signs in or a session is restored.
 */
export function createFirebaseAuthSdk(config: ClientConfig): AuthService {
  const app = initializeApp(config.firebase);
  // Not getAuth(): it bundles every persistence and the popup machinery at start. The session
  // lives in IndexedDB (localStorage where that is missing); the popup's resolver is passed where
  // Google's popup is opened.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
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
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
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
