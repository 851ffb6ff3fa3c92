import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SPREADSHEET } from './sheets-emulator-demo.js';
import { EMULATED_SERVICE_ACCOUNT, parseRange, SheetsEmulator } from './sheets-emulator.js';

const emulator = new SheetsEmulator();
let root = '';

beforeAll(async () => {
  emulator.put(DEMO_SPREADSHEET);
  root = await emulator.start();
});
afterAll(() => emulator.stop());

/** What the emulator's answers hold, as the tests read them. */
interface Answer {
  emulated?: string;
  sheets?: { properties: { title: string } }[];
  values?: string[][];
  error?: { message: string };
  email?: string;
}

const get = async (path: string) => {
  const response = await fetch(new URL(path, root));
  const body = (await response.json()) as Answer;
  return { status: response.status, headers: response.headers, body };
};

describe('the emulated Google Sheets API', () => {
  it('lists a spreadsheet’s tabs, and says it is emulated', async () => {
    const { status, headers, body } = await get(
      `v4/spreadsheets/${DEMO_SPREADSHEET.id}?fields=sheets.properties`,
    );
    expect(status).toBe(200);
    expect(headers.get('x-emulated')).toBe('google-sheets');
    expect(body.emulated).toMatch(/Emulated Google Sheets API/);
    expect(body.sheets?.map((sheet) => sheet.properties.title)).toEqual(['Beneficiaries', 'Notes']);
  });

  it('answers a range of rows, trailing blanks left out', async () => {
    emulator.put({
      id: 'ranges',
      title: 'Ranges',
      tabs: [{ sheetId: 0, title: "Bob's", values: [['a', ''], ['b'], ['c'], ['', '']] }],
    });
    const range = encodeURIComponent("'Bob''s'!2:10");
    const { body } = await get(`v4/spreadsheets/ranges/values/${range}`);
    expect(body.values).toEqual([['b'], ['c']]);
    expect(parseRange('Sheet1!A1:Z')).toEqual({
      title: 'Sheet1',
      first: 1,
      last: Number.MAX_SAFE_INTEGER,
    });
  });

  it('answers 404, 403, 429 and a gone tab as Google does', async () => {
    expect((await get('v4/spreadsheets/nothing')).status).toBe(404);
    emulator.put({ ...DEMO_SPREADSHEET, id: 'private', unshared: true });
    expect((await get('v4/spreadsheets/private')).status).toBe(403);
    emulator.put({ ...DEMO_SPREADSHEET, id: 'busy', quotaFailures: 1 });
    const range = encodeURIComponent("'Beneficiaries'!1:5");
    expect((await get(`v4/spreadsheets/busy/values/${range}`)).status).toBe(429);
    expect((await get(`v4/spreadsheets/busy/values/${range}`)).status).toBe(200);
    const gone = await get(`v4/spreadsheets/busy/values/${encodeURIComponent("'Gone'!1:5")}`);
    expect(gone.status).toBe(400);
    expect(gone.body.error?.message).toMatch(/Unable to parse range/);
  });

  it('takes spreadsheets over HTTP and names its service account', async () => {
    const posted = await fetch(new URL('emulator/spreadsheets', root), {
      method: 'POST',
      body: JSON.stringify({
        id: 'posted',
        title: 'P',
        tabs: [{ sheetId: 4, title: 'T', values: [['x']] }],
      }),
    });
    expect(posted.status).toBe(201);
    const range = encodeURIComponent('T!1:1');
    expect((await get(`v4/spreadsheets/posted/values/${range}`)).body.values).toEqual([['x']]);
    expect((await get('emulator/service-account')).body.email).toBe(EMULATED_SERVICE_ACCOUNT);
  });
});
