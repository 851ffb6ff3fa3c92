/** One drawn segment of a ring: where it starts and ends, in degrees clockwise from the top. */
export interface RingArc {
  readonly start: number;
  readonly end: number;
}

/** The narrowest a segment with a positive value is drawn, so that it can be seen and hovered. */
const MIN_SPAN = 1;

/**
 * Where each value's segment goes on a ring: spans proportional to the values, `gap` degrees
 * between neighbours (none for a single segment, which is a whole circle). Values ≤ 0 get an
 * empty span at their place.
 */
export function ringArcs(values: readonly number[], gap: number): RingArc[] {
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  const drawn = positive.filter((value) => value > 0).length;
  if (total === 0) return values.map(() => ({ start: 0, end: 0 }));
  const gaps = drawn > 1 ? gap : 0;
  const free = 360 - gaps * drawn;
  let at = 0;
  return positive.map((value) => {
    if (value === 0) return { start: at, end: at };
    const span = Math.max((value / total) * free, MIN_SPAN);
    const arc = { start: at, end: Math.min(at + span, 360) };
    at = arc.end + gaps;
    return arc;
  });
}

/** A point of the circle of radius `r` around (`c`, `c`), at `degrees` clockwise from the top. */
function pointAt(c: number, r: number, degrees: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  const x = c + r * Math.cos(radians);
  const y = c + r * Math.sin(radians);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** An SVG path along the circle from `arc.start` to `arc.end`, to be stroked (not filled). */
export function arcPath(c: number, r: number, arc: RingArc): string {
  const largeArc = arc.end - arc.start > 180 ? 1 : 0;
  return `M ${pointAt(c, r, arc.start)} A ${r} ${r} 0 ${largeArc} 1 ${pointAt(c, r, arc.end)}`;
}
