// What an uploaded file really is, read from its first bytes: the client's declared type and
// file name are not trusted (an executable renamed .png stays refused).

export interface SniffedType {
  readonly contentType: string;
  readonly extension: string;
}

const PNG: SniffedType = { contentType: 'image/png', extension: 'png' };
const JPEG: SniffedType = { contentType: 'image/jpeg', extension: 'jpg' };
const GIF: SniffedType = { contentType: 'image/gif', extension: 'gif' };
const WEBP: SniffedType = { contentType: 'image/webp', extension: 'webp' };
const PDF: SniffedType = { contentType: 'application/pdf', extension: 'pdf' };
const TEXT: SniffedType = { contentType: 'text/plain', extension: 'txt' };
const CSV: SniffedType = { contentType: 'text/csv', extension: 'csv' };

// Office Open XML packages name their parts in the ZIP's first headers; OpenDocument starts with
// an uncompressed `mimetype` entry holding its type.
const OFFICE_PARTS: readonly (readonly [string, SniffedType])[] = [
  [
    'word/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    },
  ],
  [
    'xl/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    },
  ],
  [
    'ppt/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
  ],
  [
    'application/vnd.oasis.opendocument.text',
    { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  ],
  [
    'application/vnd.oasis.opendocument.spreadsheet',
    { contentType: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods' },
  ],
];

/** How far into a ZIP the office parts are looked for. */
const ZIP_SCAN_BYTES = 64 * 1024;

function officeType(bytes: Uint8Array): SniffedType | null {
  const head = Buffer.from(bytes.subarray(0, ZIP_SCAN_BYTES)).toString('latin1');
  for (const [marker, type] of OFFICE_PARTS) if (head.includes(marker)) return type;
  return null;
}

/** UTF-8 without NUL or other control characters than tab and line ends. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what tells binary from text.
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** The type of `bytes`, or null when it is none Rainbow stores. */
export function sniffFileType(bytes: Uint8Array, filename: string): SniffedType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (starts([0xff, 0xd8, 0xff])) return JPEG;
  if (starts([0x47, 0x49, 0x46, 0x38])) return GIF;
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return WEBP;
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF;
  if (starts([0x50, 0x4b, 0x03, 0x04])) return officeType(bytes);
  if (bytes.length > 0 && isPlainText(bytes)) {
    return filename.toLowerCase().endsWith('.csv') ? CSV : TEXT;
  }
  return null;
}

const TYPES_BY_EXTENSION = new Map<string, string>(
  [PNG, JPEG, GIF, WEBP, PDF, TEXT, CSV, ...OFFICE_PARTS.map(([, type]) => type)].map((type) => [
    type.extension,
    type.contentType,
  ]),
);

/** The type of a stored file from its name (stored names end with their sniffed extension). */
export function contentTypeOfName(name: string): string | null {
  const extension = name.split('.').at(-1)?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION.get(extension) ?? null;
}
