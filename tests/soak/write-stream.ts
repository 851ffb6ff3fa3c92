export interface Writer {
  label: string;
  token: string;
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
  for (let n = 0; !stopped; n++) {
    const scheduledMs = n * interval;
    await sleep(scheduledMs - now());
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    if (stopped) break;
    const writer = options.writers[n % options.writers.length] as Writer;
    const write = writeOne(options, writer, `${options.prefix}-${n}`, scheduledMs, now);
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
    const body = (await response.json().catch(() => ({}))) as { userGroup?: { _id?: string } };
    const groupId = response.status === 201 ? body.userGroup?._id : undefined;
    return {
      ...record,
      latencyMs: now() - sentMs,
      status: response.status,
      error: undefined,
      groupId,
    };
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

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
