import fs from 'node:fs';

// The Functions emulator runs each function's calls in worker processes of its own (one call
// at a time each), started by firebase-tools, which this process started. How many there are
// is read from /proc: the emulator does not say. Linux only; elsewhere null.

const WORKER_COMMAND = 'functionsEmulatorRuntime';

interface ProcessEntry {
  readonly pid: number;
  readonly parent: number;
}

/**
 * The live worker processes of the function `target` below process `root` (this one by
 * default): those whose environment names the function (firebase-tools sets FUNCTION_TARGET
 * for each worker). Null when /proc cannot be read.
 */
export function countFunctionWorkers(target: string, root = process.pid): number | null {
  const entries = processes();
  if (entries === null) return null;
  const parents = new Map(entries.map((entry) => [entry.pid, entry.parent]));
  const isBelowRoot = (pid: number) => {
    for (let parent = parents.get(pid); parent !== undefined; parent = parents.get(parent)) {
      if (parent === root) return true;
    }
    return false;
  };
  return entries.filter((entry) => isBelowRoot(entry.pid) && isWorkerOf(entry.pid, target)).length;
}

function processes(): ProcessEntry[] | null {
  let names: string[];
  try {
    names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      entries.push({ pid: Number(name), parent });
    } catch {
      // The process ended while we looked.
    }
  }
  return entries;
}

function isWorkerOf(pid: number, target: string): boolean {
  try {
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(WORKER_COMMAND)) return false;
    return fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .includes(`FUNCTION_TARGET=${target}`);
  } catch {
    return false;
  }
}
