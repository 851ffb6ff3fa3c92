import { fileURLToPath } from 'node:url';

// The emulated Google Sheets API of the local stack (emulators/stack/src/sheets-emulator.ts),
// the fake Sheets server of these tests. Loaded by path at run time, like the Firestore
// emulator, so that functions' type check does not compile another workspace's sources.

export interface FakeTab {
  readonly sheetId: number;
  readonly title: string;
  readonly values: readonly (readonly string[])[];
  readonly rowCount?: number;
}

export interface FakeSpreadsheet {
  readonly id: string;
  readonly title: string;
  readonly tabs: readonly FakeTab[];
  readonly unshared?: boolean;
  readonly quotaFailures?: number;
  readonly vanishAfterReads?: number;
}

export interface FakeSheets {
  /** The root URL the api's Sheets client takes (SHEETS_API_ROOT). */
  readonly url: string;
  readonly serviceAccount: string;
  put(spreadsheet: FakeSpreadsheet): void;
  stop(): Promise<void>;
}

interface EmulatorModule {
  EMULATED_SERVICE_ACCOUNT: string;
  SheetsEmulator: new () => {
    put(spreadsheet: FakeSpreadsheet): void;
    start(port?: number, host?: string): Promise<string>;
    stop(): Promise<void>;
  };
}

const EMULATOR_ENTRY = fileURLToPath(
  new URL('../../../emulators/stack/src/sheets-emulator.ts', import.meta.url),
);

export async function startFakeSheets(): Promise<FakeSheets> {
  const loaded = (await import(EMULATOR_ENTRY)) as EmulatorModule;
  const emulator = new loaded.SheetsEmulator();
  const url = await emulator.start();
  return {
    url,
    serviceAccount: loaded.EMULATED_SERVICE_ACCOUNT,
    put: (spreadsheet) => emulator.put(spreadsheet),
    stop: () => emulator.stop(),
  };
}
