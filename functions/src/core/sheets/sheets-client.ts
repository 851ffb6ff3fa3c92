import { auth as googleAuth, sheets as sheetsApi } from '@googleapis/sheets';
import type { sheets_v4 } from '@googleapis/sheets';
import { SheetsError } from './sheets-error.js';

// Google Sheets through its v4 API (@googleapis/sheets), read-only.
//
// Production auth is the project's service account, by Application Default Credentials: the
// sheet's owner shares the sheet (Viewer) with that account's e-mail, shown in the app. Why not
// the user's own Google grant: scheduled re-syncs run with nobody signed in, which would mean
// keeping every user's Google refresh token, a sensitive secret to store and rotate; sharing is
// visible to the owner in Google's own Share dialog and revocable by them at any time.
//
// Locally and in tests `rootUrl` names the emulated Sheets API (emulators/stack), which takes
// no credentials: requests carry a placeholder API key instead of a token.

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets.readonly';

export interface SheetTab {
  /** The tab's id: the `gid` of its link; it survives a rename. */
  readonly sheetId: number;
  readonly title: string;
  /** The tab's grid size (rows include empty ones). */
  readonly rowCount: number;
}

export interface Spreadsheet {
  readonly title: string;
  readonly tabs: readonly SheetTab[];
}

/** Reads Google Sheets for the GOOGLE_SHEET collect source. */
export interface SheetsClient {
  /** True when talking to the emulated API (the UI says so). */
  readonly emulated: boolean;
  /** The e-mail owners share their sheets with. */
  serviceAccountEmail(): Promise<string>;
  spreadsheet(spreadsheetId: string): Promise<Spreadsheet>;
  /** Formatted values (as the sheet shows them) of an A1 range; rows end at their last value. */
  values(spreadsheetId: string, range: string): Promise<string[][]>;
}

export interface SheetsClientOptions {
  /** The emulated API's root URL (`http://127.0.0.1:port/`); Google's when null. */
  readonly rootUrl: string | null;
  /** Pauses between retries of a 429 (their count is the number of retries). */
  readonly backoffMs?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_BACKOFF_MS = [1000, 2000, 4000, 8000];
const EMULATED_KEY = 'emulated';
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : null;
}

const cellText = (cell: unknown): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell : String(cell);

export function createSheetsClient(options: SheetsClientOptions): SheetsClient {
  const emulated = options.rootUrl !== null;
  const auth = emulated ? null : new googleAuth.GoogleAuth({ scopes: [SHEETS_SCOPE] });
  const api: sheets_v4.Sheets = sheetsApi({
    version: 'v4',
    auth: auth ?? EMULATED_KEY,
    ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}),
    // Retries are ours (below): only a 429 is worth waiting for, with a known bound.
    retry: false,
  });
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const sleep = options.sleep ?? sleepFor;

  async function call<T>(request: () => Promise<T>, onStatus: (status: number) => never | null) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request();
      } catch (error) {
        const status = statusOf(error);
        if (status === 429 && attempt < backoff.length) {
          await sleep(backoff[attempt] ?? 0);
          continue;
        }
        if (status !== null) onStatus(status);
        if (status === 429) throw new SheetsError({ kind: 'QUOTA' });
        // 401 is our credentials, not the owner's sharing: said as Google being unavailable.
        if (status === 403) throw new SheetsError({ kind: 'NOT_SHARED' });
        if (status === 404) throw new SheetsError({ kind: 'NOT_FOUND' });
        throw new SheetsError({ kind: 'UNAVAILABLE', status });
      }
    }
  }

  return {
    emulated,
    async serviceAccountEmail() {
      if (!auth) {
        const response = await fetch(new URL('emulator/service-account', options.rootUrl ?? ''));
        const body = (await response.json()) as { email?: unknown };
        return typeof body.email === 'string' ? body.email : '';
      }
      const credentials = await auth.getCredentials();
      return credentials.client_email ?? '';
    },
    async spreadsheet(spreadsheetId) {
      const { data } = await call(
        () =>
          api.spreadsheets.get({
            spreadsheetId,
            fields: 'properties.title,sheets.properties',
          }),
        () => null,
      );
      const tabs = (data.sheets ?? []).flatMap(({ properties }) =>
        properties?.sheetId === undefined || properties.sheetId === null || !properties.title
          ? []
          : [
              {
                sheetId: properties.sheetId,
                title: properties.title,
                rowCount: properties.gridProperties?.rowCount ?? 0,
              },
            ],
      );
      return { title: data.properties?.title ?? '', tabs };
    },
    async values(spreadsheetId, range) {
      const tab = range.replace(/!.*$/, '').replace(/^'|'$/g, '').replace(/''/g, "'");
      const { data } = await call(
        () =>
          api.spreadsheets.values.get({
            spreadsheetId,
            range,
            valueRenderOption: 'FORMATTED_VALUE',
            majorDimension: 'ROWS',
          }),
        // Google answers 400 "Unable to parse range" for a tab that no longer exists.
        (status) => {
          if (status === 400) throw new SheetsError({ kind: 'TAB_GONE', tab });
          return null;
        },
      );
      return (data.values ?? []).map((row) => row.map(cellText));
    },
  };
}
