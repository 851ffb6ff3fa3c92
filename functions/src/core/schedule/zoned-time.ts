// Wall-clock arithmetic in an IANA time zone with Intl only (no time zone library): the offset
// of an instant is read from Intl.DateTimeFormat, and a local time is turned into an instant by
// trying the offsets in force around it.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date and a time of day as a clock on the wall shows them. */
export interface WallTime {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a wall clock in `timeZone` shows at `instant` (to the minute). */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The wall time read as if it were UTC, in milliseconds: the unit offsets are measured in. */
export function wallAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in winter: +3,600,000). */
function offsetAt(instant: number, timeZone: string): number {
  const flooredToMinute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return wallAsUtc(wallTimeAt(flooredToMinute, timeZone)) - flooredToMinute;
}

/**
 * The instant at which clocks in `timeZone` show `wall`. A wall time that happens twice (clocks
 * set back) answers its first occurrence; one that never happens (clocks set forward) answers
 * the first minute after the gap, the moment the clocks jump.
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const asUtc = wallAsUtc(wall);
  // Offsets change at most once within a day around any wall time in real zones' rules.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matches = [asUtc - before, asUtc - after].filter(
    (candidate) => wallAsUtc(wallTimeAt(candidate, timeZone)) === asUtc,
  );
  if (matches.length > 0) return Math.min(...matches);
  return firstMinuteWithOffset(asUtc - after, asUtc - before, after, timeZone);
}

/** Binary search, to the minute, for the transition into `offset` within [low, high]. */
function firstMinuteWithOffset(low: number, high: number, offset: number, timeZone: string) {
  let from = Math.floor(low / MINUTE_MS);
  let to = Math.ceil(high / MINUTE_MS);
  while (from < to) {
    const middle = Math.floor((from + to) / 2);
    if (offsetAt(middle * MINUTE_MS, timeZone) === offset) to = middle;
    else from = middle + 1;
  }
  return from * MINUTE_MS;
}
