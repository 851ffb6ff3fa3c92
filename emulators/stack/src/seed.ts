import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { StartError } from './wait-until.js';

const run = promisify(execFile);

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface SeedResult {
  /** True only on the first start of a data folder. */
  created: boolean;
  accounts: DemoAccount[];
}

/** Runs the functions' idempotent seed CLI against the running emulators. */
export async function runSeed(cli: string, env: NodeJS.ProcessEnv): Promise<SeedResult> {
  try {
    const { stdout } = await run(process.execPath, [cli], { env, maxBuffer: 10 * 1024 * 1024 });
    return parseSeedOutput(stdout);
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const output = typeof stderr === 'string' ? stderr.trim().split('\n').slice(-30) : [];
    throw new StartError(
      `The demo seed failed: ${(error as Error).message.split('\n')[0]}`,
      output,
    );
  }
}

/** The result is the JSON document on stdout: all of it, or its last line if logs precede it. */
export function parseSeedOutput(stdout: string): SeedResult {
  const lines = stdout.trim().split('\n');
  const candidates = [stdout, lines.at(-1) ?? ''];
  for (const candidate of candidates) {
    const value = parseJson(candidate);
    if (isSeedResult(value)) return value;
  }
  throw new Error(`Unexpected seed output: ${stdout.slice(0, 500)}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSeedResult(value: unknown): value is SeedResult {
  if (typeof value !== 'object' || value === null) return false;
  const { created, accounts } = value as Record<string, unknown>;
  return typeof created === 'boolean' && Array.isArray(accounts) && accounts.every(isAccount);
}

function isAccount(value: unknown): value is DemoAccount {
  if (typeof value !== 'object' || value === null) return false;
  const { role, email, password } = value as Record<string, unknown>;
  return typeof role === 'string' && typeof email === 'string' && typeof password === 'string';
}
