import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import { appError, invalidField, notFound } from '../../core/errors.js';
import type { AppError } from '../../core/errors.js';
import type { TabularKind } from '../../core/tabular/file-kind.js';
import type { TabularFile } from '../../core/tabular/table-reader.js';
import { TabularError } from '../../core/tabular/tabular-error.js';
import { collectBlobFolder } from '../../db/collect-document.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { IMPORT_MESSAGES } from './import-messages.js';

// Uploaded files live under their collect's folder (deleted with it), one folder per upload so
// that two files of one name never meet: `collects/{c}/imports/{uuid}/{name}.{csv|xlsx}`.

const CONTENT_TYPES: Readonly<Record<TabularKind, string>> = {
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const NAME_MAX = 100;
const UPLOAD = /^[0-9a-f-]{36}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

const importsFolder = (collectId: string) => `${collectBlobFolder(collectId)}/imports`;

/** A name safe as a path segment, ending with the extension its bytes deserve. */
function safeName(filename: string, kind: TabularKind): string {
  const extension = kind.toLowerCase();
  const base = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_MAX - extension.length - 1);
  return `${base || 'import'}.${extension}`;
}

export async function storeImportFile(
  blobs: BlobStore,
  collectId: string,
  file: { readonly filename: string; readonly bytes: Uint8Array; readonly kind: TabularKind },
): Promise<{ path: string; name: string }> {
  const name = safeName(file.filename, file.kind);
  const path = `${importsFolder(collectId)}/${randomUUID()}/${name}`;
  await blobs.put(path, file.bytes, CONTENT_TYPES[file.kind]);
  return { path, name };
}

/** A path the client sends back must be an upload of this collect. */
export function checkImportPath(collectId: string, path: string): void {
  const folder = `${importsFolder(collectId)}/`;
  if (!path.startsWith(folder) || !UPLOAD.test(path.slice(folder.length))) {
    throw invalidField('path', 'Not a file uploaded to this collect');
  }
}

export const kindOfPath = (path: string): TabularKind =>
  path.toLowerCase().endsWith('.xlsx') ? 'XLSX' : 'CSV';

export const nameOfPath = (path: string) => path.split('/').at(-1) ?? path;

/** The stored upload, or null when it is gone. */
export async function readImportFile(blobs: BlobStore, path: string): Promise<TabularFile | null> {
  const stored = await blobs.get(path);
  return stored ? { kind: kindOfPath(path), bytes: stored.bytes } : null;
}

export async function uploadedFile(
  blobs: BlobStore,
  collectId: string,
  path: string,
): Promise<TabularFile & { size: number }> {
  checkImportPath(collectId, path);
  const file = await readImportFile(blobs, path);
  if (!file) throw notFound('This uploaded file is no longer stored: upload it again');
  return { ...file, size: file.bytes.length };
}

/** A file the readers cannot read, as the caller's 400 (413 above the row limit). */
export function fileError(error: unknown, locale: Locale): unknown {
  if (!(error instanceof TabularError)) return error;
  const message = IMPORT_MESSAGES[locale].file(error.failure);
  const failure: AppError =
    error.failure.kind === 'TOO_MANY_ROWS'
      ? appError('PAYLOAD_TOO_LARGE', `file: ${message}`, {
          issues: [{ path: 'file', message }],
        })
      : invalidField('file', message);
  return failure;
}
