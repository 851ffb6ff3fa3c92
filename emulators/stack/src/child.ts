import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export interface ChildOptions {
  /** Shown before every line of output, e.g. `firebase`. */
  label: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where output lines go; `undefined` keeps them only in the recent-lines buffer. */
  print?: ((line: string) => void) | undefined;
  /** The printed form of a line (by default prefixed with the label); undefined hides it. */
  format?: (line: string) => string | undefined;
}

/** A long-running child process in its own process group, so that Ctrl-C reaches only us. */
export interface Child {
  label: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it printed, for error messages. */
  recent(): string[];
  /** Calls `listener` with every later line of output. */
  onLine(listener: (line: string) => void): void;
  stop(signal: NodeJS.Signals, graceMs: number): Promise<void>;
}

const RECENT_LINES = 60;
const running = new Set<Child>();

export function spawnChild(options: ChildOptions): Child {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners: Array<(line: string) => void> = [];
  const onLine = (line: string): void => {
    for (const listener of listeners) listener(line);
    lines.push(line);
    if (lines.length > RECENT_LINES) lines.shift();
    const shown = options.format ? options.format(line) : `[${options.label}] ${line}`;
    if (options.print && shown !== undefined) options.print(shown);
  };
  forEachLine(child.stdout, onLine);
  forEachLine(child.stderr, onLine);

  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      onLine(String(error));
      resolve(null);
    });
  });
  const handle: Child = {
    label: options.label,
    process: child,
    exited,
    recent: () => [...lines],
    onLine: (listener) => listeners.push(listener),
    stop: (signal, graceMs) => stopChild(handle, signal, graceMs),
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

async function stopChild(child: Child, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const timer = setTimeout(() => killGroup(child), graceMs);
  await child.exited;
  clearTimeout(timer);
  // Whatever the child left behind in its group (function workers) goes with it.
  killGroup(child);
}

function killGroup(child: Child): void {
  if (child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

function forEachLine(stream: Readable | null, onLine: (line: string) => void): void {
  if (!stream) return;
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

// Children live in their own process groups; if this process dies without stopping them,
// take them down too rather than leave emulators holding the ports.
process.once('exit', () => {
  for (const child of running) killGroup(child);
});
