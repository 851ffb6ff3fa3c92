import type { Operation } from './openapi-operations.js';

export type RoleName =
  'anonymous' | 'superAdmin' | 'managerA' | 'contributorA' | 'managerB' | 'disabled';

export const ROLES: readonly RoleName[] = [
  'anonymous',
  'superAdmin',
  'managerA',
  'contributorA',
  'managerB',
  'disabled',
];

export type CaseKind =
  'valid' | 'path' | 'path-shape' | 'method' | 'query' | 'body' | 'malformed-body' | 'token';

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  /** base64, so that a case prints and replays as JSON. */
  base64: string;
}

export type CaseBody =
  | { type: 'json'; value: unknown }
  | { type: 'raw'; text: string; contentType: string | undefined }
  | { type: 'multipart'; fields: Array<{ name: string; value: string }>; files: FilePart[] };

/** One request the fuzzer sends, fully described so that a failure can be replayed. */
export interface FuzzCase {
  operation: Operation;
  role: RoleName;
  kind: CaseKind;
  /** What is invalid about it, in words. */
  note: string;
  method: string;
  /** Raw request target: path and query exactly as written on the request line. */
  target: string;
  /** Replaces the role's token (bad-token cases); undefined sends the role's own. */
  token?: string;
  body: CaseBody | undefined;
}

export interface SerializedBody {
  bytes: Buffer;
  contentType: string | undefined;
}

const BOUNDARY = '----rainbowfuzzboundary7MA4YWxk';

export function serializeBody(body: CaseBody | undefined): SerializedBody | undefined {
  if (!body) return undefined;
  switch (body.type) {
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(body.value) ?? 'null'),
        contentType: 'application/json',
      };
    case 'raw':
      return { bytes: Buffer.from(body.text), contentType: body.contentType };
    case 'multipart':
      return { bytes: multipart(body), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  }
}

function multipart(body: Extract<CaseBody, { type: 'multipart' }>): Buffer {
  const parts: Buffer[] = [];
  const quote = (text: string): string => text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  for (const field of body.fields) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(field.name)}"\r\n\r\n` +
          `${field.value}\r\n`,
      ),
    );
  }
  for (const file of body.files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(file.name)}"; ` +
          `filename="${quote(file.filename)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.base64, 'base64'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
