import { describe, expect, it } from 'vitest';
import { arcPath, ringArcs } from './ring-geometry';

const span = (arc: { start: number; end: number }) => arc.end - arc.start;

describe('ringArcs', () => {
  it('shares the circle in proportion to the values, with a gap after each segment', () => {
    const arcs = ringArcs([1, 3], 2);
    expect(arcs.map(span)).toEqual([89, 267]);
    expect(arcs[0]).toEqual({ start: 0, end: 89 });
    expect(arcs[1]?.start).toBe(91);
    // The last gap closes the circle: everything drawn plus the gaps is 360°.
    expect(arcs.reduce((sum, arc) => sum + span(arc), 0) + 2 * 2).toBe(360);
  });

  it('draws a single value as the whole circle, without a gap', () => {
    expect(ringArcs([0, 7, 0], 2)).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 360 },
      { start: 360, end: 360 },
    ]);
  });

  it('keeps a tiny value visible and ignores negative or missing figures', () => {
    const arcs = ringArcs([1, 100_000, -5, Number.NaN], 2);
    expect(span(arcs[0]!)).toBe(1);
    expect(span(arcs[2]!)).toBe(0);
    expect(span(arcs[3]!)).toBe(0);
  });

  it('draws nothing when every value is zero', () => {
    expect(ringArcs([0, 0], 2).map(span)).toEqual([0, 0]);
  });
});

describe('arcPath', () => {
  it('goes clockwise from the top, with the large-arc flag past half a turn', () => {
    expect(arcPath(50, 40, { start: 0, end: 90 })).toBe(
      'M 50.000 10.000 A 40 40 0 0 1 90.000 50.000',
    );
    expect(arcPath(50, 40, { start: 0, end: 270 })).toBe(
      'M 50.000 10.000 A 40 40 0 1 1 10.000 50.000',
    );
  });
});
