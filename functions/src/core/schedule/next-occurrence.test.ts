import { describe, expect, it } from 'vitest';
import { nextOccurrence } from './next-occurrence.js';
import type { ReminderSchedule } from './next-occurrence.js';

const at = (iso: string) => new Date(iso);
const next = (schedule: ReminderSchedule, after: string) =>
  nextOccurrence(schedule, at(after)).toISOString();

const monthly = (dayOfMonth: number, time = '09:00', timeZone = 'UTC'): ReminderSchedule => ({
  frequency: 'MONTHLY',
  dayOfMonth,
  time,
  timeZone,
});
const weekly = (daysOfWeek: number[], time: string, timeZone: string): ReminderSchedule => ({
  frequency: 'WEEKLY',
  daysOfWeek,
  time,
  timeZone,
});

describe('nextOccurrence, monthly', () => {
  it('sends on the chosen day, later the same month when still ahead', () => {
    expect(next(monthly(15), '2026-01-10T00:00:00Z')).toBe('2026-01-15T09:00:00.000Z');
    expect(next(monthly(15), '2026-01-15T09:00:00Z')).toBe('2026-02-15T09:00:00.000Z');
  });

  it('sends the 31st on the last day of shorter months, the 29th of February in a leap year', () => {
    expect(next(monthly(31), '2026-01-31T10:00:00Z')).toBe('2026-02-28T09:00:00.000Z');
    expect(next(monthly(31), '2028-01-31T10:00:00Z')).toBe('2028-02-29T09:00:00.000Z');
    expect(next(monthly(30), '2027-02-01T00:00:00Z')).toBe('2027-02-28T09:00:00.000Z');
    expect(next(monthly(31), '2026-04-01T00:00:00Z')).toBe('2026-04-30T09:00:00.000Z');
    expect(next(monthly(31), '2026-04-30T09:00:00Z')).toBe('2026-05-31T09:00:00.000Z');
  });

  it('counts the day in the reminder’s zone, not in UTC', () => {
    // 1 March 00:30 in Paris is still 28 February in UTC.
    expect(next(monthly(1, '00:30', 'Europe/Paris'), '2026-02-20T00:00:00Z')).toBe(
      '2026-02-28T23:30:00.000Z',
    );
  });

  it('crosses the year end', () => {
    expect(next(monthly(5, '08:15', 'America/New_York'), '2026-12-06T00:00:00Z')).toBe(
      '2027-01-05T13:15:00.000Z',
    );
  });
});

describe('nextOccurrence, weekly', () => {
  it('sends on the next chosen day of the week (0 = Sunday)', () => {
    // 2026-11-22 is a Sunday.
    const mondayAndThursday = weekly([1, 4], '09:00', 'UTC');
    expect(next(mondayAndThursday, '2026-11-22T12:00:00Z')).toBe('2026-11-23T09:00:00.000Z');
    expect(next(mondayAndThursday, '2026-11-23T09:00:00Z')).toBe('2026-11-26T09:00:00.000Z');
    expect(next(weekly([0], '09:00', 'UTC'), '2026-11-22T08:59:00Z')).toBe(
      '2026-11-22T09:00:00.000Z',
    );
    expect(next(weekly([0], '09:00', 'UTC'), '2026-11-22T09:00:00Z')).toBe(
      '2026-11-29T09:00:00.000Z',
    );
  });
});

describe('nextOccurrence across DST changes', () => {
  it('Europe/Paris: same wall time before and after the March change', () => {
    const sundays = weekly([0], '09:00', 'Europe/Paris');
    expect(next(sundays, '2026-03-22T12:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(next(sundays, '2026-03-21T12:00:00Z')).toBe('2026-03-22T08:00:00.000Z');
  });

  it('Europe/Paris: a time the March change skips sends at the first minute after the jump', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 (01:00 UTC); 02:30 does not exist.
    expect(next(weekly([0], '02:30', 'Europe/Paris'), '2026-03-28T12:00:00Z')).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(next(monthly(29, '02:00', 'Europe/Paris'), '2026-03-01T00:00:00Z')).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('Europe/Paris: a time the October change repeats sends once, the first time', () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00; 02:30 happens at 00:30 and 01:30 UTC.
    const sundays = weekly([0], '02:30', 'Europe/Paris');
    expect(next(sundays, '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
    expect(next(sundays, '2026-10-25T00:30:00Z')).toBe('2026-11-01T01:30:00.000Z');
  });

  it('America/New_York: the March gap, the November repeat and the offsets around them', () => {
    // 8 March 2026: 02:00 → 03:00 EDT (07:00 UTC). 1 November 2026: 02:00 EDT → 01:00 EST.
    expect(next(weekly([0], '02:15', 'America/New_York'), '2026-03-07T12:00:00Z')).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(next(weekly([0], '09:00', 'America/New_York'), '2026-03-07T12:00:00Z')).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    const repeated = weekly([0], '01:30', 'America/New_York');
    expect(next(repeated, '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next(repeated, '2026-11-01T05:30:00Z')).toBe('2026-11-08T06:30:00.000Z');
  });

  it('a month end that is also a clock change: 31 March 2024 in Paris, at a skipped time', () => {
    expect(next(monthly(31, '02:30', 'Europe/Paris'), '2024-03-01T00:00:00Z')).toBe(
      '2024-03-31T01:00:00.000Z',
    );
    expect(next(monthly(31, '02:30', 'Europe/Paris'), '2024-03-31T01:00:00Z')).toBe(
      '2024-04-30T00:30:00.000Z',
    );
  });

  it('a monthly reminder keeps its wall time across a change', () => {
    const tenth = monthly(10, '18:00', 'Europe/Paris');
    expect(next(tenth, '2026-03-01T00:00:00Z')).toBe('2026-03-10T17:00:00.000Z');
    expect(next(tenth, '2026-03-10T17:00:00Z')).toBe('2026-04-10T16:00:00.000Z');
  });
});
