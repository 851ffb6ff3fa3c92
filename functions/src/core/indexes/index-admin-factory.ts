import { GoogleAuth } from 'google-auth-library';
import type { AppConfig } from '../../config.js';
import type { IndexAdmin } from './index-admin.js';
import { createRestIndexAdmin } from './rest-index-admin.js';

const PRODUCTION_API = 'https://firestore.googleapis.com/v1';
const SCOPES = ['https://www.googleapis.com/auth/cloud-platform'];

/**
 * The Admin API of the Firestore the functions use: production's with the instance's service
 * account, or the local emulator's same REST paths, which accept the `owner` token as Google's
 * emulators do.
 */
export function createIndexAdmin(
  config: Pick<AppConfig, 'projectId' | 'firestoreEmulatorHost'>,
): IndexAdmin {
  const emulator = config.firestoreEmulatorHost;
  if (emulator) {
    return createRestIndexAdmin({
      baseUrl: `http://${emulator}/v1`,
      projectId: config.projectId,
      accessToken: () => Promise.resolve('owner'),
    });
  }
  const auth = new GoogleAuth({ scopes: SCOPES });
  return createRestIndexAdmin({
    baseUrl: PRODUCTION_API,
    projectId: config.projectId,
    accessToken: async () => {
      const token = await auth.getAccessToken();
      if (!token) throw new Error('No access token for the Firestore Admin API');
      return token;
    },
  });
}
