import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the stack finds what `npm run build` produced, relative to one repository root. */
export interface RepoPaths {
  root: string;
  firebaseJson: string;
  firebaseCli: string;
  firestoreCli: string;
  /** The indexes production has; the local Firestore refuses queries they do not serve. */
  firestoreIndexes: string;
  functionsDir: string;
  functionsEntry: string;
  seedCli: string;
  webDist: string;
}

// src/ and dist/ both sit two levels below the repository root.
export const DEFAULT_REPO_DIR = fileURLToPath(new URL('../../../', import.meta.url));

export function repoPaths(root: string = DEFAULT_REPO_DIR): RepoPaths {
  const at = (...parts: string[]): string => path.join(root, ...parts);
  return {
    root,
    firebaseJson: at('firebase.json'),
    firebaseCli: at('node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    firestoreCli: at('emulators', 'firestore', 'dist', 'cli.js'),
    firestoreIndexes: at('firestore.indexes.json'),
    functionsDir: at('functions'),
    functionsEntry: at('functions', 'lib', 'index.js'),
    seedCli: at('functions', 'lib', 'seed-cli.js'),
    webDist: at('web', 'dist'),
  };
}
