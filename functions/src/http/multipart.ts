import busboy from 'busboy';
import type { Request } from 'express';
import { appError, invalidField, tooLarge } from '../core/errors.js';
import type { AppError } from '../core/errors.js';
import { rawBodyOf } from './raw-body.js';

export interface MultipartLimits {
  /** Form fields that may carry a file, each with its own size limit. */
  readonly files: Readonly<Record<string, { readonly maxBytes: number }>>;
  readonly maxFields: number;
  readonly maxFieldBytes: number;
}

export interface UploadedFile {
  readonly filename: string;
  /** What the client claims; check the bytes before trusting it. */
  readonly declaredType: string;
  readonly bytes: Buffer;
}

export interface MultipartForm {
  readonly fields: Record<string, string>;
  readonly files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart/form-data body into memory within `limits`: an oversized file or field is a
 * 413 naming it, an unexpected file a 400. The whole body is consumed before answering, so the
 * client always reads our error rather than a reset connection.
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    throw appError('UNSUPPORTED_MEDIA_TYPE', 'body: Expected multipart/form-data');
  }
  const largestFile = Math.max(0, ...Object.values(limits.files).map((file) => file.maxBytes));
  // Refuse at once what cannot fit, rather than reading and discarding it.
  const declaredLength = Number(req.get('content-length') ?? 0);
  if (declaredLength > maxBodyBytes(limits)) {
    throw appError('PAYLOAD_TOO_LARGE', 'body: Request body is too large');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      // busboy flags a value that *reaches* its limit; one more byte lets exact sizes through.
      limits: {
        fileSize: largestFile + 1,
        files: Object.keys(limits.files).length,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes + 1,
      },
    });
  } catch {
    throw invalidField('body', 'Malformed multipart/form-data');
  }
  return collect(req, parser, limits);
}

// Field names come from the client: `__proto__`, `constructor` or `toString` must neither find
// something in a plain object's prototype nor set one, so lookups and collection use Maps.
function collect(req: Request, parser: busboy.Busboy, limits: MultipartLimits) {
  return new Promise<MultipartForm>((resolve, reject) => {
    const fileLimits = new Map(Object.entries(limits.files));
    const fields = new Map<string, string>();
    const files = new Map<string, UploadedFile>();
    const pending: Promise<void>[] = [];
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on('file', (name, stream, info) => {
      const limit = fileLimits.get(name);
      if (!limit) {
        fail(invalidField(name, 'Unexpected file'));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= limit.maxBytes) chunks.push(chunk);
            else fail(tooLarge(name, `File exceeds ${formatBytes(limit.maxBytes)}`));
          });
          stream.on('limit', () =>
            fail(tooLarge(name, `File exceeds ${formatBytes(limit.maxBytes)}`)),
          );
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (bytes.length > 0 || info.filename) {
              files.set(name, {
                filename: info.filename ?? '',
                declaredType: info.mimeType,
                bytes,
              });
            }
            done();
          });
        }),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || Buffer.byteLength(value) > limits.maxFieldBytes) {
        fail(tooLarge(name, `Value exceeds ${limits.maxFieldBytes} bytes`));
      }
      fields.set(name, value);
    });
    parser.on('filesLimit', () => fail(invalidField('body', 'Too many files')));
    parser.on('fieldsLimit', () => fail(invalidField('body', 'Too many fields')));
    parser.on('error', () =>
      reject(failure ?? invalidField('body', 'Malformed multipart/form-data')),
    );
    parser.on('close', () => {
      void Promise.all(pending).then(() =>
        failure
          ? reject(failure)
          : // fromEntries defines own properties: a `__proto__` key stays a plain key.
            resolve({ fields: Object.fromEntries(fields), files: Object.fromEntries(files) }),
      );
    });

    const raw = rawBodyOf(req);
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function maxBodyBytes(limits: MultipartLimits): number {
  const files = Object.values(limits.files).reduce((sum, file) => sum + file.maxBytes, 0);
  return files + limits.maxFields * limits.maxFieldBytes + MULTIPART_OVERHEAD_BYTES;
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}
