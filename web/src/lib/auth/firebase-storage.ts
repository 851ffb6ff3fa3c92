/**
 * Where firebase/auth keeps a session on this browser (firebase-auth-sdk.ts's two persistences):
 * its IndexedDB database and store, and the key of the default app's user in either. Read by the
 * boot's look for a session (auth-service.ts) and by the kept-session reader (kept-session.ts).
 */
export const FIREBASE_DATABASE = 'firebaseLocalStorageDb';
export const FIREBASE_STORE = 'firebaseLocalStorage';
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';

/** The key of the default app's user for `apiKey`. */
export const firebaseUserKey = (apiKey: string) => `${FIREBASE_USER_KEY_PREFIX}${apiKey}:[DEFAULT]`;
