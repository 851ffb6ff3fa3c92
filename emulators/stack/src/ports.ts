import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';

/** Every port the local stack listens on. */
export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
};

const PURPOSE: Record<keyof StackPorts, string> = {
  hosting: 'the web app and /api (Firebase Hosting emulator)',
  functions: 'the api function (Firebase Functions emulator)',
  auth: 'sign-in (Firebase Auth emulator)',
  firestore: "the database (Rainbow's offline Firestore emulator)",
  hub: 'the Firebase emulator hub',
  logging: "the Firebase emulators' log stream",
};

export interface BusyPort {
  name: keyof StackPorts;
  port: number;
  purpose: string;
}

export function withDefaults(ports: Partial<StackPorts> = {}): StackPorts {
  return { ...DEFAULT_PORTS, ...ports };
}

export function describePort(name: keyof StackPorts): string {
  return PURPOSE[name];
}

/** Ports that something else already holds, so that nothing starts half-way. */
export async function findBusyPorts(ports: StackPorts): Promise<BusyPort[]> {
  const names = Object.keys(ports) as Array<keyof StackPorts>;
  const busy = await Promise.all(names.map((name) => isBusy(ports[name])));
  return names
    .filter((_, i) => busy[i])
    .map((name) => ({ name, port: ports[name], purpose: PURPOSE[name] }));
}

async function isBusy(port: number): Promise<boolean> {
  // Binding catches listeners on this address; connecting also catches a wildcard listener
  // (0.0.0.0) that some systems let us bind beside.
  return (await cannotBind(port)) || (await accepts(port));
}

function cannotBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: HOST });
    const done = (answer: boolean): void => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Distinct free ports, for stacks that must not collide. */
export async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const pick = async (): Promise<number> => {
    const port = await freePort(taken);
    taken.add(port);
    return port;
  };
  return {
    hosting: await pick(),
    functions: await pick(),
    auth: await pick(),
    firestore: await pick(),
    hub: await pick(),
    logging: await pick(),
  };
}

/**
 * A port that nothing holds and that no other Rainbow process on this machine has claimed.
 *
 * A port picked now is bound later (an emulator starts seconds afterwards), so two things could
 * take it in between. The kernel hands out its ephemeral range both to `listen(0)` and to the
 * local end of every outgoing connection: a port taken from there can become some client's
 * socket before the emulator binds it (CI saw `EADDRINUSE` that way). So ports come from the
 * band just below that range, which the kernel never gives out by itself. And another test
 * process may pick the same port at the same moment: each pick is claimed with a file in the
 * temporary folder, created exclusively, which names the claiming process and lapses with it.
 */
export async function freePort(exclude: ReadonlySet<number> = new Set()): Promise<number> {
  const [low, high] = pickingBand();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (exclude.has(port) || !claim(port)) continue;
    if (!(await isBusy(port))) return port;
  }
  throw new Error(`No free port found between ${low} and ${high}.`);
}

const DEFAULT_EPHEMERAL_LOW = 32768;
const BAND_WIDTH = 12000;

/** The ports below the kernel's ephemeral range that freePort picks from. */
export function pickingBand(): [number, number] {
  let ephemeralLow = DEFAULT_EPHEMERAL_LOW;
  try {
    const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const low = Number(range.trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 0) ephemeralLow = low;
  } catch {
    // Not Linux: macOS and Windows start their ephemeral ranges at 49152.
    ephemeralLow = 49152;
  }
  const high = ephemeralLow - 1;
  return [Math.max(1024, high - BAND_WIDTH), high];
}

const CLAIMS_DIR = path.join(os.tmpdir(), 'rainbow-port-claims');
const ownClaims = new Set<string>();

/** A claim only has to outlive the few seconds until its port is bound; then binding guards it. */
const CLAIM_LIFETIME_MS = 10 * 60_000;
let swept = false;

/** Claims a port for this process; false when a live process holds a recent claim on it. */
function claim(port: number): boolean {
  fs.mkdirSync(CLAIMS_DIR, { recursive: true });
  if (!swept) {
    sweepLapsedClaims();
    swept = true;
  }
  const file = path.join(CLAIMS_DIR, String(port));
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      if (ownClaims.size === 0) process.once('exit', releaseClaims);
      ownClaims.add(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (claimHolds(file)) return false;
      fs.rmSync(file, { force: true }); // its process has gone, or it is long bound
    }
  }
  return false;
}

/** Worker processes that are killed leave their claims behind: cleared once per process. */
function sweepLapsedClaims(): void {
  for (const name of fs.readdirSync(CLAIMS_DIR)) {
    const file = path.join(CLAIMS_DIR, name);
    if (!claimHolds(file)) fs.rmSync(file, { force: true });
  }
}

function claimHolds(file: string): boolean {
  let pid: number;
  try {
    if (Date.now() - fs.statSync(file).mtimeMs > CLAIM_LIFETIME_MS) return false;
    pid = Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseClaims(): void {
  for (const file of ownClaims) fs.rmSync(file, { force: true });
  ownClaims.clear();
}
