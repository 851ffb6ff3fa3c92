import fs from 'node:fs';
import path from 'node:path';

import { HOST } from './ports.js';
import type { StackPorts } from './ports.js';
import type { RepoPaths } from './paths.js';

interface FunctionsEntry {
  source?: string;
  [key: string]: unknown;
}

interface FirebaseJson {
  functions?: FunctionsEntry | FunctionsEntry[];
  hosting?: { public?: string; [key: string]: unknown };
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * firebase.json fixes the emulator ports; a stack on other ports runs from a copy in `dir`.
 * firebase-tools joins `functions.source` and `hosting.public` to the config's folder (an absolute
 * path would be appended, not used), so the copy points back into the repository relatively.
 */
export function writeFirebaseConfig(repo: RepoPaths, ports: StackPorts, dir: string): string {
  const fromDir = (target: string): string => path.relative(dir, target);
  const config = JSON.parse(fs.readFileSync(repo.firebaseJson, 'utf8')) as FirebaseJson;
  const functions = Array.isArray(config.functions) ? config.functions : [config.functions ?? {}];
  const copy: FirebaseJson = {
    functions: functions.map((entry) => ({
      ...entry,
      source: fromDir(path.join(repo.root, entry.source ?? 'functions')),
    })),
    hosting: {
      ...config.hosting,
      public: fromDir(path.join(repo.root, config.hosting?.public ?? '')),
    },
    emulators: {
      ...config.emulators,
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      auth: { host: HOST, port: ports.auth },
      functions: { host: HOST, port: ports.functions },
      hosting: { host: HOST, port: ports.hosting },
      ui: { enabled: false },
    },
  };
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, `${JSON.stringify(copy, null, 2)}\n`);
  return file;
}
