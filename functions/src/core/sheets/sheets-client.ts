import { z } from 'zod';

export interface SheetRange {
  readonly spreadsheetId: string;
  /** A1 notation, e.g. `Sheet1!A1:Z`. */
  readonly range: string;
  /** The user's Google OAuth access token (Drive picker grant). */
  readonly accessToken: string;
}

/** Reads Google Sheets for the GOOGLE_SHEET collect source. */
export interface SheetsClient {
  readValues(range: SheetRange): Promise<string[][]>;
}

const valuesResponseSchema = z.object({ values: z.array(z.array(z.unknown())).optional() });

const SHEETS_API = 'https://sheets.googleapis.com/v4/spreadsheets';

/** The Sheets REST API with the user's token; no service account can see users' files. */
export function createGoogleSheetsClient(fetchImpl: typeof fetch = fetch): SheetsClient {
  return {
    async readValues({ spreadsheetId, range, accessToken }) {
      const url = `${SHEETS_API}/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`;
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) throw new Error(`Google Sheets answered ${response.status}`);
      const body = valuesResponseSchema.parse(await response.json());
      return (body.values ?? []).map((row) => row.map((cell) => String(cell ?? '')));
    },
  };
}
