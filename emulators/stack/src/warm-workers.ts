/**
 * The Functions emulator runs one request per worker process and starts a new one whenever all
 * are busy; each takes seconds of CPU to load. A stream that arrives on a cold pool starts a
 * crowd of them at once and stalls the machine, which is the emulator's start-up and not the
 * API's throughput. Bring up `width` workers first: calls side by side until a round of them
 * answers quickly. Returns the rounds it took and the slowest call of the last round.
 */
export async function warmWorkers(
  baseUrl: string,
  width: number,
  maxRounds = 12,
): Promise<{ rounds: number; slowestMs: number }> {
  let slowestMs = Infinity;
  let rounds = 0;
  while (rounds < maxRounds && slowestMs > 1500) {
    rounds++;
    const times = await Promise.all(
      Array.from({ length: width }, async () => {
        const start = Date.now();
        await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) })
          .then((r) => r.text())
          .catch(() => '');
        return Date.now() - start;
      }),
    );
    slowestMs = Math.max(...times);
  }
  return { rounds, slowestMs };
}
