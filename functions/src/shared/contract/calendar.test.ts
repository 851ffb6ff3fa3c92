import { describe, expect, it } from 'vitest';
import {
  formatIsoDateForPeople,
  isIsoDate,
  nextDay,
  previousDay,
  readIsoDate,
} from './calendar.js';

describe('calendar dates', () => {
  it('knows leap years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
  });

  it('steps across months and years both ways', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2023-02-28')).toBe('2023-03-01');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2025-01-01')).toBe('2024-12-31');
    expect(previousDay('2024-05-01')).toBe('2024-04-30');
  });

  it('reads the date of an ISO date-time and refuses day-first or month-first text', () => {
    expect(readIsoDate('2024-03-05T23:30:00+02:00')).toBe('2024-03-05');
    expect(readIsoDate('03/05/2024')).toBeNull();
    expect(readIsoDate('2024-03-05abc')).toBeNull();
  });

  it('writes dates for people in English and French', () => {
    expect(formatIsoDateForPeople('2025-01-01', 'en')).toBe('January 1, 2025');
    expect(formatIsoDateForPeople('2025-01-01', 'fr')).toBe('1 janvier 2025');
  });
});
