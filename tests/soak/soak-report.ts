import type { Reconciliation } from './ledger.js';
import { ms, percentile } from './latency.js';
import type { WriteRecord } from './write-stream.js';

/**
 * Whether the stack took the load it was offered: nearly every scheduled write acknowledged, and
 * sending never more than a second behind the schedule (writes in flight are capped).
 */
export function rateHeld(records: readonly WriteRecord[], rate: number, seconds: number): boolean {
  const acknowledged = records.filter((r) => r.groupId).length;
  const lag = Math.max(0, ...records.map((r) => r.sentMs - r.scheduledMs));
  return acknowledged >= 0.95 * rate * seconds && lag < 1000;
}

/** Figures of one stream: what was sent, answered, how fast. */
export function streamFigures(records: readonly WriteRecord[], seconds: number): string[] {
  const acknowledged = records.filter((r) => r.groupId);
  const latencies = acknowledged.map((r) => r.latencyMs);
  const lag = Math.max(0, ...records.map((r) => r.sentMs - r.scheduledMs));
  const failures = new Map<string, number>();
  for (const record of records) {
    if (record.groupId) continue;
    const key =
      record.status === undefined ? (record.error ?? 'no answer') : `HTTP ${record.status}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return [
    `sent ${records.length} writes in ${seconds.toFixed(1)} s (${(records.length / seconds).toFixed(1)}/s), ` +
      `acknowledged ${acknowledged.length} (${(acknowledged.length / seconds).toFixed(1)}/s); ` +
      `sending fell behind the schedule by at most ${ms(lag)}`,
    `latency of acknowledged writes: p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `max ${ms(percentile(latencies, 100))}`,
    ...(failures.size
      ? [`not acknowledged: ${[...failures].map(([k, n]) => `${n} × ${k}`).join(', ')}`]
      : ['not acknowledged: none']),
  ];
}

export function reconciliationFigures(result: Reconciliation): string[] {
  const list = (items: string[]): string =>
    items.length ? ` (${items.slice(0, 5).join('; ')}${items.length > 5 ? '; …' : ''})` : '';
  return [
    `counted afterwards: ${result.acknowledged} acknowledged → ${result.lost.length} lost${list(result.lost)}, ` +
      `${result.duplicated.length} duplicated${list(result.duplicated)}, ` +
      `${result.wrongId.length} under another id${list(result.wrongId)}`,
    `half-written (group without its activity entry or the reverse): ${result.halfWritten.length}${list(result.halfWritten)}`,
    `${result.unacknowledged} not acknowledged, of which ${result.landedAnyway} were written anyway (whole)`,
  ];
}
