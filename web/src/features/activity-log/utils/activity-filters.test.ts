import { describe, expect, it } from 'vitest';
import { activitiesQueryOf, filtersOf, hasFilters } from './activity-filters';

describe('activity log filters in the address', () => {
  it('reads person, action and days, and ignores what is not one of them', () => {
    const filters = filtersOf(
      new URLSearchParams('actor=u1&action=RECORD_CREATED&from=2026-05-02&to=2026-05-04'),
    );
    expect(filters).toEqual({
      actor: 'u1',
      action: 'RECORD_CREATED',
      from: '2026-05-02',
      to: '2026-05-04',
    });
    expect(filtersOf(new URLSearchParams('action=NOPE&from=yesterday'))).toEqual({
      actor: '',
      action: '',
      from: '',
      to: '',
    });
    expect(hasFilters(filtersOf(new URLSearchParams('page=2')))).toBe(false);
  });

  it('asks the API for the instants that bound the chosen days, the last day included', () => {
    const query = activitiesQueryOf({
      actor: 'u1',
      action: '',
      from: '2026-05-02',
      to: '2026-05-04',
    });
    expect(query.actor_id).toBe('u1');
    expect(query.action).toBeUndefined();
    expect(new Date(query.from ?? '').getTime()).toBe(new Date(2026, 4, 2).getTime());
    expect(new Date(query.to ?? '').getTime()).toBe(new Date(2026, 4, 5).getTime());
  });
});
