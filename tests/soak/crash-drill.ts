import type { SoakStack } from './soak-stack.js';
import { warmWorkers } from '../../emulators/stack/src/warm-workers.js';
import { sleep } from './write-stream.js';
import type { Gate } from './write-stream.js';

export interface DrillEvent {
  atMs: number;
  what: string;
}

/**
 * Runs the drill; a restart that fails ends it (the stream stops) and is returned as the reason,
 * rather than leaving the stream writing into a stack that will not come back.
 */
export async function crashDrillOrReason(
  stack: SoakStack,
  gate: Gate,
  began: number,
  events: DrillEvent[],
  settleMs: number,
): Promise<string | undefined> {
  try {
    await crashDrill(stack, gate, began, events, settleMs);
    return undefined;
  } catch (error) {
    const reason = `restart failed: ${(error as Error).message.split('\n').slice(0, 8).join(' | ')}`;
    events.push({ atMs: Date.now() - began, what: reason });
    return reason;
  }
}

/**
 * kill -9 the Firestore emulator, then firebase-tools (the Functions emulator with its workers,
 * Auth and Hosting), then both at once, each in the middle of the write stream, restarting them
 * on the same ports and data. The stream keeps writing into the Firestore restart; it is held
 * while firebase-tools restarts (as a client backs off), since a stream of cold function
 * workers would keep it from answering its health check in time on a 2-core machine. Resolves
 * once the last restart has had `settleMs` of writes.
 */
export async function crashDrill(
  stack: SoakStack,
  gate: Gate,
  began: number,
  events: DrillEvent[],
  settleMs: number,
): Promise<void> {
  const note = (what: string): void => {
    const event = { atMs: Date.now() - began, what };
    events.push(event);
    console.log(`[soak]   t=${(event.atMs / 1000).toFixed(1)} s  ${what}`);
  };
  const timed = async (what: string, step: () => Promise<void>): Promise<void> => {
    const start = Date.now();
    await step();
    note(`${what} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  };

  await sleep(settleMs);
  await timed('kill -9 Firestore emulator', () => stack.killFirestore());
  await sleep(2000);
  await timed('Firestore emulator restarted', () => stack.startFirestore());

  await sleep(settleMs);
  await timed('kill -9 Functions emulator (firebase-tools and its workers)', () =>
    stack.killFirebase(),
  );
  await sleep(2000);
  gate.hold();
  await timed('Functions emulator restarted (writes held)', () => stack.startFirebase());
  await timed('function workers warmed', () => warm(stack));
  gate.release();

  await sleep(settleMs);
  await timed('kill -9 Firestore and Functions emulators together', async () => {
    await Promise.all([stack.killFirestore(), stack.killFirebase()]);
  });
  await sleep(2000);
  gate.hold();
  await timed('Firestore emulator restarted', () => stack.startFirestore());
  await timed('Functions emulator restarted (writes held)', () => stack.startFirebase());
  await timed('function workers warmed', () => warm(stack));
  gate.release();
  await sleep(settleMs);
}

async function warm(stack: SoakStack): Promise<void> {
  await warmWorkers(stack.webUrl, 16);
}
