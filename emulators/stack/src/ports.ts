import net from 'node:net';

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

/** Distinct ports the operating system reports free, for stacks that must not collide. */
export async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const pick = async (): Promise<number> => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
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

/** A port the operating system reports free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: HOST }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
