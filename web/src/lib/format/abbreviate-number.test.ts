import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate-number';

describe('abbreviateNumber', () => {
  it('keeps numbers under 1,000 as they are', () => {
    expect(abbreviateNumber(0, 'en-GB')).toBe('0');
    expect(abbreviateNumber(999, 'en-GB')).toBe('999');
    expect(abbreviateNumber(12.5, 'en-GB')).toBe('12.5');
  });

  it('abbreviates from 1,000 with K, M, B and T', () => {
    expect(abbreviateNumber(1000, 'en-GB')).toBe('1K');
    expect(abbreviateNumber(1234, 'en-GB')).toBe('1.2K');
    expect(abbreviateNumber(5_600_000, 'en-GB')).toBe('5.6M');
    expect(abbreviateNumber(7_000_000_000, 'en-GB')).toBe('7B');
    expect(abbreviateNumber(3_200_000_000_000, 'en-GB')).toBe('3.2T');
  });

  it('stays in T beyond a thousand trillions', () => {
    expect(abbreviateNumber(4_500_000_000_000_000, 'en-GB')).toBe('4,500T');
  });

  it('carries a rounded 1000 into the next suffix', () => {
    expect(abbreviateNumber(999_950, 'en-GB')).toBe('1M');
    expect(abbreviateNumber(999_400, 'en-GB')).toBe('999.4K');
  });

  it('uses the French decimal separator in French', () => {
    expect(abbreviateNumber(1234, 'fr-FR')).toBe('1,2K');
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-2500, 'en-GB')).toBe('-2.5K');
  });
});
