import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { StoredValue } from '../../db/record-document.js';
import { contentTypeOfName } from './file-sniff.js';
import type { SniffedType } from './file-sniff.js';

// A FILE_UPLOAD field stores a stable address, `<origin>/api/collects/{c}/files/{f}/{name}`:
// never a signed link (it would expire in the record). Previews turn it into a signed link
// for a few minutes, after checking the caller may see the record.

/** What one upload may weigh. */
export const FIELD_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 10 * 60;
const NAME_MAX = 100;

/** A file name safe as a blob path segment and a URL segment, ending with its real extension. */
export function safeFileName(filename: string, type: SniffedType): string {
  const base = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_MAX - type.extension.length - 1);
  return `${base || 'file'}.${type.extension}`;
}

export function fieldFilePath(collectId: string, fileId: string, name: string): string {
  return `collects/${collectId}/files/${fileId}/${name}`;
}

export interface StoredFieldFile {
  readonly url: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

/** Stores an upload and answers the address to keep in the record. */
export async function storeFieldFile(
  blobs: BlobStore,
  input: {
    collectId: string;
    origin: string;
    filename: string;
    bytes: Uint8Array;
    type: SniffedType;
  },
): Promise<StoredFieldFile> {
  const fileId = randomUUID();
  const name = safeFileName(input.filename, input.type);
  await blobs.put(
    fieldFilePath(input.collectId, fileId, name),
    input.bytes,
    input.type.contentType,
  );
  return {
    url: `${input.origin}/api/collects/${encodeURIComponent(input.collectId)}/files/${fileId}/${name}`,
    name,
    contentType: input.type.contentType,
    size: input.bytes.length,
  };
}

const STORED_ADDRESS = /\/api\/collects\/([^/]+)\/files\/([0-9a-f-]{36})\/([A-Za-z0-9._-]+)$/;

export interface FilePreview {
  readonly stored: string;
  readonly url: string;
  readonly name: string;
  readonly content_type: string | null;
}

/**
 * Signed links for a field's stored values. An address of another collect is not signed (a
 * record cannot lend access to another collect's files); other http(s) links pass through.
 */
export async function previewFiles(
  blobs: BlobStore,
  collectId: string,
  value: StoredValue | undefined,
): Promise<FilePreview[]> {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const previews: FilePreview[] = [];
  for (const stored of values) {
    const match = STORED_ADDRESS.exec(stored);
    if (match?.[1] !== undefined && match[2] !== undefined && match[3] !== undefined) {
      if (decodeURIComponent(match[1]) !== collectId) continue;
      const path = fieldFilePath(collectId, match[2], match[3]);
      previews.push({
        stored,
        url: await blobs.signedUrl(path, PREVIEW_TTL_SECONDS),
        name: match[3],
        content_type: contentTypeOfName(match[3]),
      });
    } else if (/^https?:\/\//i.test(stored)) {
      previews.push({
        stored,
        url: stored,
        name: stored.split('/').at(-1) ?? stored,
        content_type: null,
      });
    }
  }
  return previews;
}
