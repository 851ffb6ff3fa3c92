export interface Writer {
  label: string;
  token: string;
  /** Signs in again: a restarted Auth emulator counts earlier tokens as revoked. */
  signIn(): Promise<string>;
}

/** Lets the crash drill hold the stream while the stack restarts. */
export class Gate {
  private closed: Promise<void> | undefined;
  private open: (() => void) | undefined;

  hold(): void {
    this.closed ??= new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open?.();
    this.closed = undefined;
  }

  /** Resolves at once when open; returns how long it waited. */
  async pass(): Promise<number> {
    if (!this.closed) return 0;
    const start = performance.now();
    await this.closed;
    return performance.now() - start;
  }
}

/** One write of the stream, as its client saw it. */
export interface WriteRecord {
  name: string;
  writer: string;
  /** When the schedule wanted it sent, and when it was, in ms from the stream's start. */
  scheduledMs: number;
  sentMs: number;
  latencyMs: number;
  status: number | undefined;
  /** A network error, or the start of the body of an answer other than 201. */
  error: string | undefined;
  /** The id the API acknowledged, when it did. */
  groupId: string | undefined;
}

export interface StreamOptions {
  baseUrl: string;
  programId: string;
  writers: readonly Writer[];
  ratePerSecond: number;
  /** Names are `${prefix}-${n}`: unique, so the count afterwards can tell lost from duplicated. */
  prefix: string;
  /** The stream stops scheduling when this settles (a duration, or the end of a crash drill). */
  until: Promise<unknown>;
  /** Held while the stack restarts; the schedule resumes from the release, without a burst. */
  gate?: Gate;
  /** Beyond this many unanswered writes the schedule waits rather than pile up more. */
  maxInFlight?: number;
  timeoutMs?: number;
}

/**
 * An open-loop stream: writes leave on a fixed schedule whatever the latency, round-robin over
 * the writers, each creating a user group with a unique name (POST /api/programs/{id}/user-groups).
 */
export async function runWriteStream(options: StreamOptions): Promise<WriteRecord[]> {
  const maxInFlight = options.maxInFlight ?? 200;
  const interval = 1000 / options.ratePerSecond;
  const began = performance.now();
  const now = (): number => performance.now() - began;
  let stopped = false;
  void options.until.then(() => (stopped = true));
  const inFlight = new Set<Promise<WriteRecord>>();
  const records: Array<Promise<WriteRecord>> = [];
  let pausedMs = 0;
  const refresh = tokenRefresher();
  for (let n = 0; !stopped; n++) {
    const scheduledMs = n * interval + pausedMs;
    await sleep(scheduledMs - now());
    pausedMs += (await options.gate?.pass()) ?? 0;
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    if (stopped) break;
    const writer = options.writers[n % options.writers.length] as Writer;
    const write = writeOne(options, writer, `${options.prefix}-${n}`, scheduledMs, now);
    void write.then((record) => (record.status === 401 ? refresh(writer) : undefined));
    inFlight.add(write);
    void write.then(() => inFlight.delete(write));
    records.push(write);
  }
  return Promise.all(records);
}

async function writeOne(
  options: StreamOptions,
  writer: Writer,
  name: string,
  scheduledMs: number,
  now: () => number,
): Promise<WriteRecord> {
  const sentMs = now();
  const record = { name, writer: writer.label, scheduledMs, sentMs };
  try {
    const response = await fetch(
      `${options.baseUrl}/api/programs/${options.programId}/user-groups`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth': writer.token },
        body: JSON.stringify({ name: { en: name } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      },
    );
    const text = await response.text();
    const groupId = response.status === 201 ? idOf(text) : undefined;
    const type = response.headers.get('content-type') ?? 'no content-type';
    const error = groupId ? undefined : text.slice(0, 160) || `(empty body, ${type})`;
    return { ...record, latencyMs: now() - sentMs, status: response.status, error, groupId };
  } catch (error) {
    const message =
      (error as Error).cause instanceof Error
        ? ((error as Error).cause as Error).message
        : (error as Error).message;
    return {
      ...record,
      latencyMs: now() - sentMs,
      status: undefined,
      error: message,
      groupId: undefined,
    };
  }
}

function idOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { userGroup?: { _id?: string } }).userGroup?._id;
  } catch {
    return undefined;
  }
}

/** One sign-in at a time per writer, however many writes came back 401 meanwhile. */
function tokenRefresher(): (writer: Writer) => Promise<void> {
  const pending = new Map<Writer, Promise<void>>();
  return (writer) => {
    const running = pending.get(writer);
    if (running) return running;
    const next = writer
      .signIn()
      .then((token) => void (writer.token = token))
      .catch(() => undefined)
      .finally(() => pending.delete(writer));
    pending.set(writer, next);
    return next;
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
