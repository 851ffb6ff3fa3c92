import { decodeText, sniffEncoding } from './text-encoding.js';

// What an uploaded file really is, from its bytes: the name and the declared type are only the
// sender's claim. An XLSX is a ZIP whose central directory (at its end) lists xl/workbook.xml;
// a CSV is text in one of the encodings the reader knows, without binary control characters.

export type TabularKind = 'CSV' | 'XLSX';

export type KindProblem =
  /** Nothing in the file. */
  | 'EMPTY'
  /** An Excel 97–2003 .xls (a compound document), which is not read: save as .xlsx. */
  | 'LEGACY_XLS'
  /** Named .xlsx (or a ZIP) but not a workbook. */
  | 'NOT_XLSX'
  /** Named .csv (or unnamed) but binary. */
  | 'NOT_TEXT';

export type SniffedKind =
  | { readonly kind: TabularKind; readonly problem?: undefined }
  | { readonly kind?: undefined; readonly problem: KindProblem };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_DOCUMENT = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The central directory sits in the last bytes of a ZIP (its comment is at most 64 KiB). */
const ZIP_TAIL_BYTES = 256 * 1024;
const TEXT_SAMPLE_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function isWorkbookPackage(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES))).toString(
    'latin1',
  );
  return tail.includes('xl/workbook.xml') && tail.includes('[Content_Types].xml');
}

function isText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  const encoding = sniffEncoding(sample);
  let text = '';
  for (const piece of decodeText(sample, encoding)) text += piece;
  // eslint-disable-next-line no-control-regex -- control characters are what tells binary from text.
  return !/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text);
}

export function sniffTabularKind(bytes: Uint8Array, filename: string): SniffedKind {
  if (bytes.length === 0) return { problem: 'EMPTY' };
  const extension = filename.toLowerCase().split('.').at(-1) ?? '';
  if (startsWith(bytes, COMPOUND_DOCUMENT)) return { problem: 'LEGACY_XLS' };
  if (startsWith(bytes, ZIP)) {
    return isWorkbookPackage(bytes) && extension !== 'csv'
      ? { kind: 'XLSX' }
      : { problem: extension === 'csv' ? 'NOT_TEXT' : 'NOT_XLSX' };
  }
  if (extension === 'xlsx' || extension === 'xlsm') return { problem: 'NOT_XLSX' };
  return isText(bytes) ? { kind: 'CSV' } : { problem: 'NOT_TEXT' };
}
