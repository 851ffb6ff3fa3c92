import { describe, expect, it } from 'vitest';
import { formatFigure } from './format-figure';

describe('formatFigure', () => {
  it('abbreviates counts, sums and averages with K, M, B, T from 1,000', () => {
    expect(formatFigure(999, 'COUNT', 'en-GB')).toBe('999');
    expect(formatFigure(100_000, 'COUNT', 'en-GB')).toBe('100K');
    expect(formatFigure(1_234_567, 'SUM', 'en-GB')).toBe('1.2M');
    expect(formatFigure(2_500_000_000, 'SUM', 'en-GB')).toBe('2.5B');
    expect(formatFigure(7_100_000_000_000, 'SUM', 'en-GB')).toBe('7.1T');
    expect(formatFigure(12.345, 'AVG', 'en-GB')).toBe('12.35');
  });

  it('writes decimals the way the language does', () => {
    expect(formatFigure(1_500, 'COUNT', 'fr-FR')).toBe('1,5K');
  });

  it('shows a share with its percent sign and one decimal', () => {
    expect(formatFigure(42.5, 'PERCENTAGE', 'en-GB')).toBe('42.5%');
    expect(formatFigure(100, 'PERCENTAGE', 'en-GB')).toBe('100%');
    expect(formatFigure(42.5, 'PERCENTAGE', 'fr-FR')).toMatch(/^42,5\s%$/);
  });

  it('shows a dash for an average of nothing', () => {
    expect(formatFigure(null, 'AVG', 'en-GB')).toBe('—');
  });
});
