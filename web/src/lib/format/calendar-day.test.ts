import { describe, expect, it } from 'vitest';
import { formatCalendarDay, todayIso } from './calendar-day';

describe('calendar days', () => {
  it('shows a day as that day in every language, never shifted by a time zone', () => {
    expect(formatCalendarDay('2026-03-01', 'en-GB')).toBe('1 Mar 2026');
    expect(formatCalendarDay('2026-03-01', 'fr-FR')).toBe('1 mars 2026');
    expect(formatCalendarDay('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
  });

  it('names today as YYYY-MM-DD in the reader’s own time zone', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 10, 22, 0, 1))).toBe('2026-11-22');
  });
});
