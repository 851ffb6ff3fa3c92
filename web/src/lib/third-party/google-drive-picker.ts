import { loadScript } from './load-script';

// The Google Drive picker of Sheets imports (issue 13): a manager picks a spreadsheet from their
// Drive instead of pasting its link. It needs the Google Identity Services token client (an
// OAuth token for the Picker, scope drive.file: only the files they pick) and the Picker API
// (gapi.load('picker')). Only the link comes back; the api still reads the sheet as the project's
// service account, so the sheet must be shared with it as the import screen explains.

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
const GAPI_SCRIPT = 'https://apis.google.com/js/api.js';
const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** What is used of google.picker and google.accounts.oauth2 (no types ship with them). */
interface PickerBuilder {
  addView(view: string): PickerBuilder;
  setOAuthToken(token: string): PickerBuilder;
  setDeveloperKey(key: string): PickerBuilder;
  setAppId(appId: string): PickerBuilder;
  setLocale(locale: string): PickerBuilder;
  setTitle(title: string): PickerBuilder;
  setCallback(callback: (data: Record<string, unknown>) => void): PickerBuilder;
  build(): { setVisible(visible: boolean): void };
}

export interface GoogleApis {
  picker: {
    PickerBuilder: new () => PickerBuilder;
    ViewId: { SPREADSHEETS: string };
    Action: { PICKED: string; CANCEL: string };
    Response: { ACTION: string; DOCUMENTS: string };
    Document: { URL: string; NAME: string };
  };
  accounts: {
    oauth2: {
      initTokenClient(options: {
        client_id: string;
        scope: string;
        callback: (response: { access_token?: string; error?: string }) => void;
        error_callback?: (error: { type?: string }) => void;
      }): { requestAccessToken(options?: { prompt?: string }): void };
    };
  };
}

interface GapiLoader {
  load(name: string, options: { callback: () => void; onerror: () => void }): void;
}

declare global {
  interface Window {
    google?: Partial<GoogleApis>;
    gapi?: GapiLoader;
  }
}

export interface DrivePickerConfig {
  readonly clientId: string;
  readonly apiKey: string;
  /** The Cloud project number: with drive.file, the app the picked file is granted to. */
  readonly appId: string | null;
}

export interface PickedSheet {
  readonly url: string;
  readonly name: string;
}

export class DrivePickerError extends Error {
  override readonly name = 'DrivePickerError';
}

/** The Google scripts and the Picker API, loaded on first use. */
async function pickerApis(): Promise<GoogleApis> {
  await Promise.all([loadScript(GIS_SCRIPT), loadScript(GAPI_SCRIPT)]);
  const gapi = window.gapi;
  if (!gapi) throw new DrivePickerError('The Google API loader did not start');
  await new Promise<void>((resolve, reject) =>
    gapi.load('picker', {
      callback: resolve,
      onerror: () => reject(new DrivePickerError('The Google Picker did not load')),
    }),
  );
  const google = window.google;
  if (!google?.picker || !google.accounts) {
    throw new DrivePickerError('The Google Picker did not load');
  }
  return google as GoogleApis;
}

function accessToken(google: GoogleApis, clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: DRIVE_FILE_SCOPE,
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(new DrivePickerError(response.error ?? 'Google refused access'));
      },
      // The consent window closed or blocked: nothing was picked.
      error_callback: () => reject(new DrivePickerError('Google access was not granted')),
    });
    client.requestAccessToken({ prompt: '' });
  });
}

/**
 * Opens the Drive picker on the person's spreadsheets; answers the one they pick, or null when
 * they close it.
 */
export async function pickSpreadsheet(
  config: DrivePickerConfig,
  options: { locale: string; title: string },
): Promise<PickedSheet | null> {
  const google = await pickerApis();
  const token = await accessToken(google, config.clientId);
  const { picker } = google;
  return new Promise((resolve) => {
    let builder = new picker.PickerBuilder()
      .addView(picker.ViewId.SPREADSHEETS)
      .setOAuthToken(token)
      .setDeveloperKey(config.apiKey)
      .setLocale(options.locale)
      .setTitle(options.title);
    if (config.appId) builder = builder.setAppId(config.appId);
    builder
      .setCallback((data) => {
        const action = data[picker.Response.ACTION];
        if (action === picker.Action.CANCEL) resolve(null);
        if (action !== picker.Action.PICKED) return;
        const documents = data[picker.Response.DOCUMENTS];
        const first: unknown = Array.isArray(documents) ? documents[0] : undefined;
        if (!first || typeof first !== 'object') return resolve(null);
        const document = first as Record<string, unknown>;
        const url = document[picker.Document.URL];
        const name = document[picker.Document.NAME];
        resolve(
          typeof url === 'string' ? { url, name: typeof name === 'string' ? name : '' } : null,
        );
      })
      .build()
      .setVisible(true);
  });
}
