import { describe, expect, it } from 'vitest';
import { csvCell, ERROR_REPORT_ROWS_MAX, errorReportCsv } from './error-report.js';
import type { Rejection } from './task-work.js';

async function* from(rejections: readonly Rejection[]): AsyncGenerator<Rejection> {
  yield* rejections;
}

describe('error report', () => {
  it('is null when nothing was rejected', async () => {
    expect(await errorReportCsv('IMPORT_CONTENT', from([]))).toBeNull();
  });

  it('names the source row for imports and the record otherwise, quoting as CSV does', async () => {
    const rows = [
      { at: '3', reason: 'email: "x" is not an e-mail, see column B' },
      { at: '9', reason: 'age: required' },
    ];
    expect(await errorReportCsv('IMPORT_CONTENT', from(rows))).toBe(
      '\uFEFFrow,reason\r\n3,"email: ""x"" is not an e-mail, see column B"\r\n9,age: required\r\n',
    );
    expect(await errorReportCsv('BULK_UPDATE', from(rows.slice(1)))).toBe(
      '\uFEFFrecord,reason\r\n9,age: required\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`).startsWith(`"'${start}`)).toBe(true);
    }
    expect(csvCell('plain')).toBe('plain');
  });

  it('lists at most ERROR_REPORT_ROWS_MAX rows and says how many more there were', async () => {
    const many = Array.from({ length: ERROR_REPORT_ROWS_MAX + 2 }, (_, i) => ({
      at: String(i + 1),
      reason: 'bad',
    }));
    const csv = (await errorReportCsv('IMPORT_CONTENT', from(many))) ?? '';
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ERROR_REPORT_ROWS_MAX + 2);
    expect(lines.at(-1)).toBe(',…and 2 more rejected');
  });
});
