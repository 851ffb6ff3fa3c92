import fs from 'node:fs';
import os from 'node:os';
import type { CpuRoot, CpuSample } from '../soak/cpu-usage.js';

// Where a benchmark's CPU goes, for the stack this process started (startStack spawns the
// Firestore emulator and firebase-tools, which spawns the function workers): found by their
// command lines among this process's descendants in /proc. Linux only; elsewhere no roots, and
// the figures are left out.

const ROLES = [
  { label: 'Firestore emulator', matches: 'emulators/firestore/dist/cli.js' },
  { label: 'firebase-tools (Hosting, Functions)', matches: 'emulators:start' },
] as const;
const WORKERS = 'function workers';
const CLIENT = 'benchmark client and front proxy';

export function stackCpuRoots(): CpuRoot[] {
  const found = descendants(process.pid);
  const roots: CpuRoot[] = ROLES.map(({ label, matches }) => ({
    label,
    pid: found.find((child) => child.command.includes(matches))?.pid,
  }));
  const firebase = roots[1];
  if (firebase) firebase.children = WORKERS;
  return found.length === 0 ? [] : [...roots, { label: CLIENT, pid: process.pid }];
}

/**
 * Function worker processes alive now: the Functions emulator starts one (seconds of CPU) for
 * each call that finds them all busy, so more after a run than before means some were started
 * under load.
 */
export function functionWorkerCount(): number {
  return descendants(process.pid).filter((child) =>
    child.command.includes('functionsEmulatorRuntime'),
  ).length;
}

/** Milliseconds of CPU per request, by role, between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  if (after.size === 0 || requests === 0) return 'n/a (no /proc)';
  let total = 0;
  const parts = [...after].map(([label, seconds]) => {
    const ms = ((seconds - (before.get(label) ?? 0)) * 1000) / requests;
    total += ms;
    return `${label} ${ms.toFixed(1)}`;
  });
  return `${parts.join(', ')}; total ${total.toFixed(1)} ms`;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

function descendants(root: number): { pid: number; command: string }[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const entry of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(entry), fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // The process ended while we looked.
    }
  }
  const isBelow = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent !== undefined; parent = parents.get(parent)) {
      if (parent === root) return true;
    }
    return false;
  };
  return [...commands]
    .filter(([pid]) => isBelow(pid))
    .map(([pid, command]) => ({ pid, command: command.replace(/\0/g, ' ') }));
}
