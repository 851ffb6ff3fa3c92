import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatRelativeTime', () => {
  it('uses the largest unit that fits', () => {
    expect(formatRelativeTime('2026-03-10T09:00:00Z', 'en-GB', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-12T12:00:00Z', 'en-GB', now)).toBe('in 2 days');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'fr-FR', now)).toBe('hier');
  });

  it('says now for the last minute', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', 'en-GB', now)).toBe('now');
  });
});
