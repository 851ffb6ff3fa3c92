import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// An emulated Google Sheets API (v4, the read calls Rainbow makes): `npm start` serves it on a
// loopback port and points the functions' Sheets client at it (SHEETS_API_ROOT), so importing a
// sheet works offline; the functions' tests use the same class as their fake Sheets server.
// Every answer says it is emulated (header and body), as the emulated Google sign-in does.
//
//   GET  /v4/spreadsheets/{id}?fields=…            properties and tabs
//   GET  /v4/spreadsheets/{id}/values/{range}      a range's formatted values ('Tab'!1:5000)
//   GET  /emulator/service-account                 the e-mail owners "share" sheets with
//   POST /emulator/spreadsheets                    put a spreadsheet (tests, demos)
//   GET  /emulator/spreadsheets                    what is stored

export const EMULATED_SERVICE_ACCOUNT = 'rainbow-sheets@emulated-sheets.iam.gserviceaccount.com';
export const DEMO_SPREADSHEET_ID = 'rainbow-demo-sheet-0000000000000000000000';

export interface EmulatedTab {
  readonly sheetId: number;
  readonly title: string;
  /** Rows of cells as the sheet shows them. */
  readonly values: readonly (readonly string[])[];
  /** Grid rows (at least the rows given); Google's default is 1,000. */
  readonly rowCount?: number;
}

export interface EmulatedSpreadsheet {
  readonly id: string;
  readonly title: string;
  readonly tabs: readonly EmulatedTab[];
  /** Not shared with the service account: every read answers 403. */
  readonly unshared?: boolean;
  /** The next reads of values answer 429 this many times (quota). */
  readonly quotaFailures?: number;
  /** The tabs vanish after this many reads of values (a tab deleted mid-sync). */
  readonly vanishAfterReads?: number;
}

interface Stored {
  spreadsheet: EmulatedSpreadsheet;
  tabs: EmulatedTab[];
  quotaFailures: number;
  reads: number;
}

const LABEL = 'Emulated Google Sheets API (Rainbow, local)';
const MAX_BODY = 20 * 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-emulated': 'google-sheets',
  });
  res.end(JSON.stringify(body));
}

const googleError = (res: ServerResponse, status: number, message: string, reason: string) =>
  send(res, status, { error: { code: status, message, status: reason, emulated: LABEL } });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `'My tab'!1:5000`, `Tab!A1:Z10` or `Tab`: the tab's title and the rows asked for. */
export function parseRange(range: string): { title: string; first: number; last: number } | null {
  const found = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!(?:[A-Z]*)(\d+)?(?::(?:[A-Z]*)(\d+)?)?)?$/.exec(
    range,
  );
  if (!found) return null;
  const title = found[1] !== undefined ? found[1].replace(/''/g, "'") : (found[2] ?? '');
  const first = found[3] ? Number(found[3]) : 1;
  const last = found[4] ? Number(found[4]) : Number.MAX_SAFE_INTEGER;
  return { title, first, last };
}

/** Google's values: trailing empty cells of a row and trailing empty rows left out. */
function trimmed(values: readonly (readonly string[])[]): string[][] {
  const rows = values.map((row) => {
    let width = row.length;
    while (width > 0 && (row[width - 1] ?? '') === '') width -= 1;
    return row.slice(0, width);
  });
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}

export class SheetsEmulator {
  private readonly store = new Map<string, Stored>();
  private server: Server | null = null;

  /** Adds or replaces a spreadsheet. */
  put(spreadsheet: EmulatedSpreadsheet): void {
    this.store.set(spreadsheet.id, {
      spreadsheet,
      tabs: [...spreadsheet.tabs],
      quotaFailures: spreadsheet.quotaFailures ?? 0,
      reads: 0,
    });
  }

  /** Listens on the loopback interface; answers the root URL the Sheets client takes. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        googleError(res, 400, error instanceof Error ? error.message : 'Bad request', 'INVALID'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    this.server = server;
    return `http://${host}:${(server.address() as AddressInfo).port}/`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'emulator') return this.handleEmulator(req, res, parts);
    if (req.method !== 'GET' || parts[0] !== 'v4' || parts[1] !== 'spreadsheets' || !parts[2]) {
      return googleError(res, 404, 'Not found', 'NOT_FOUND');
    }
    const stored = this.store.get(parts[2]);
    if (!stored) return googleError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
    if (stored.spreadsheet.unshared) {
      return googleError(res, 403, 'The caller does not have permission', 'PERMISSION_DENIED');
    }
    if (parts.length === 3) return this.sendSpreadsheet(res, stored);
    if (parts[3] === 'values' && parts[4]) return this.sendValues(res, stored, parts[4]);
    return googleError(res, 404, 'Not found', 'NOT_FOUND');
  }

  private sendSpreadsheet(res: ServerResponse, stored: Stored): void {
    send(res, 200, {
      spreadsheetId: stored.spreadsheet.id,
      properties: { title: stored.spreadsheet.title },
      sheets: stored.tabs.map((tab, index) => ({
        properties: {
          sheetId: tab.sheetId,
          title: tab.title,
          index,
          sheetType: 'GRID',
          gridProperties: {
            rowCount: Math.max(tab.rowCount ?? 1000, tab.values.length),
            columnCount: 26,
          },
        },
      })),
      emulated: LABEL,
    });
  }

  private sendValues(res: ServerResponse, stored: Stored, range: string): void {
    if (stored.quotaFailures > 0) {
      stored.quotaFailures -= 1;
      return googleError(res, 429, 'Quota exceeded for quota metric', 'RESOURCE_EXHAUSTED');
    }
    stored.reads += 1;
    const vanishAfter = stored.spreadsheet.vanishAfterReads;
    if (vanishAfter !== undefined && stored.reads > vanishAfter) stored.tabs = [];
    const parsed = parseRange(range);
    const tab = parsed && stored.tabs.find((candidate) => candidate.title === parsed.title);
    if (!parsed || !tab) {
      return googleError(res, 400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT');
    }
    const values = trimmed(tab.values.slice(parsed.first - 1, parsed.last));
    send(res, 200, { range, majorDimension: 'ROWS', values, emulated: LABEL });
  }

  private async handleEmulator(
    req: IncomingMessage,
    res: ServerResponse,
    parts: string[],
  ): Promise<void> {
    if (parts[1] === 'service-account' && req.method === 'GET') {
      return send(res, 200, { email: EMULATED_SERVICE_ACCOUNT, emulated: LABEL });
    }
    if (parts[1] !== 'spreadsheets') return googleError(res, 404, 'Not found', 'NOT_FOUND');
    if (req.method === 'GET') {
      return send(res, 200, {
        spreadsheets: [...this.store.values()].map(({ spreadsheet }) => spreadsheet),
      });
    }
    if (req.method !== 'POST') return googleError(res, 405, 'Method not allowed', 'INVALID');
    const body = JSON.parse(await readBody(req)) as EmulatedSpreadsheet;
    if (typeof body.id !== 'string' || !Array.isArray(body.tabs)) {
      return googleError(res, 400, 'Expected { id, title, tabs }', 'INVALID_ARGUMENT');
    }
    this.put(body);
    send(res, 201, { id: body.id, emulated: LABEL });
  }
}
