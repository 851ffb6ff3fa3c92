import fs from 'node:fs';
import path from 'node:path';

import { HOST } from './ports.js';
import type { StackPorts } from './ports.js';
import type { RepoPaths } from './paths.js';

interface FunctionsEntry {
  source?: string;
  [key: string]: unknown;
}

interface HeaderRule {
  source?: string;
  headers?: Array<{ key: string; value: string }>;
}

interface FirebaseJson {
  functions?: FunctionsEntry | FunctionsEntry[];
  hosting?: { public?: string; headers?: HeaderRule[]; [key: string]: unknown };
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The stack runs the emulators from a copy of firebase.json in `dir`: with its own ports, and
 * with the Auth emulator's origin allowed in the Content-Security-Policy, since the browser
 * signs in against it directly (production's policy allows no plain-http origin).
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
      headers: (config.hosting?.headers ?? []).map((rule) =>
        allowConnecting(rule, `http://${HOST}:${ports.auth}`),
      ),
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

function allowConnecting(rule: HeaderRule, origin: string): HeaderRule {
  if (!rule.headers) return rule;
  return {
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: withConnectSource(header.value, origin) }
        : header,
    ),
  };
}

/** Adds `origin` to the policy's connect-src (created from default-src when absent). */
export function withConnectSource(policy: string, origin: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const connect = directives.findIndex((d) => d.startsWith('connect-src '));
  if (connect !== -1) {
    directives[connect] = `${directives[connect]} ${origin}`;
    return directives.join('; ');
  }
  const fallback = directives.find((d) => d.startsWith('default-src '));
  if (!fallback) return policy;
  return [...directives, `connect-src ${fallback.slice('default-src '.length)} ${origin}`].join(
    '; ',
  );
}
