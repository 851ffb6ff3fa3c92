import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What lives in a stack's data folder; everything in it survives restarts. */
export interface DataDir {
  root: string;
  firestore: string;
  auth: string;
  blobs: string;
  secretFile: string;
}

export function prepareDataDir(root: string): DataDir {
  const absolute = path.resolve(root);
  const dir: DataDir = {
    root: absolute,
    firestore: path.join(absolute, 'firestore'),
    auth: path.join(absolute, 'auth'),
    blobs: path.join(absolute, 'blobs'),
    secretFile: path.join(absolute, 'secret'),
  };
  for (const folder of [dir.firestore, dir.blobs]) fs.mkdirSync(folder, { recursive: true });
  return dir;
}

/** An emulator export is only worth importing once firebase-tools has written one there. */
export function hasEmulatorExport(folder: string): boolean {
  return fs.existsSync(path.join(folder, 'firebase-export-metadata.json'));
}

/** The blob-signing secret: generated on first start, then kept so that issued URLs stay valid. */
export function blobSigningSecret(file: string): string {
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
