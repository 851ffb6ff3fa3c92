import fs from 'node:fs';

/** CPU seconds (user + system) used so far by each labelled process and its descendants. */
export type CpuSample = Map<string, number>;

const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  seconds: number;
}

/**
 * Where the machine's time goes under load: the Firestore emulator, firebase-tools itself
 * (Hosting's proxy, Auth, the Functions emulator's dispatcher) and its function workers. Linux
 * only (/proc); elsewhere the sample is empty and the soak prints no CPU figures.
 */
export interface CpuRoot {
  label: string;
  pid: number | undefined;
  /** Label for its descendants' time, if they are to be counted. */
  children?: string;
}

export function sampleCpu(roots: readonly CpuRoot[]): CpuSample {
  const sample: CpuSample = new Map();
  const stats = readAll();
  for (const { label, pid, children } of roots) {
    if (pid === undefined) continue;
    sample.set(label, stats.find((s) => s.pid === pid)?.seconds ?? 0);
    if (!children) continue;
    const descendants = descendantsOf(pid, stats);
    sample.set(
      children,
      descendants.reduce((sum, s) => sum + s.seconds, 0),
    );
  }
  return sample;
}

export function cpuBetween(before: CpuSample, after: CpuSample): string {
  const parts = [...after]
    .map(([label, seconds]) => [label, seconds - (before.get(label) ?? 0)] as const)
    .filter(([, seconds]) => seconds > 0.05)
    .map(([label, seconds]) => `${label} ${seconds.toFixed(1)} s`);
  return parts.length ? parts.join(', ') : 'n/a';
}

function descendantsOf(pid: number, stats: readonly ProcStat[]): ProcStat[] {
  const children = stats.filter((s) => s.ppid === pid);
  return children.flatMap((child) => [child, ...descendantsOf(child.pid, stats)]);
}

function readAll(): ProcStat[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const stats: ProcStat[] = [];
  for (const entry of entries) {
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        seconds: ticks / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}
