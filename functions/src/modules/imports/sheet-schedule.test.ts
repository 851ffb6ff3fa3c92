import { describe, expect, it } from 'vitest';
import { dueSlot } from './sheet-schedule.js';

describe('the slot a scheduled sync claims', () => {
  const at = new Date('2026-11-22T21:47:13.250Z');

  it('is the hour for hourly sources and the UTC day for daily ones', () => {
    expect(dueSlot('HOURLY', at)).toBe('2026-11-22T21:00:00.000Z');
    expect(dueSlot('DAILY', at)).toBe('2026-11-22T00:00:00.000Z');
    expect(dueSlot('OFF', at)).toBeNull();
  });

  it('stays the same through the hour, so runs within it claim one slot', () => {
    const later = new Date('2026-11-22T21:59:59.999Z');
    expect(dueSlot('HOURLY', later)).toBe(dueSlot('HOURLY', at));
    expect(dueSlot('HOURLY', new Date('2026-11-22T22:00:00.000Z'))).not.toBe(dueSlot('HOURLY', at));
  });
});
