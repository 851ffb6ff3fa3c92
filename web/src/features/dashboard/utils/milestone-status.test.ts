import type { Milestone } from '@shared/contract/milestone.schema';
import { describe, expect, it } from 'vitest';
import { activeIndex, milestoneStatus } from './milestone-status';

const at = '2026-01-01T00:00:00.000Z';
const milestone = (date: string, completed = false): Milestone => ({
  _id: date,
  program_id: 'p1',
  title: date,
  title_en: date,
  title_fr: null,
  description: null,
  date,
  completed,
  completed_at: completed ? at : null,
  created_at: at,
  updated_at: at,
});

describe('milestone status', () => {
  it('is done when completed, late once its day has passed, else upcoming', () => {
    expect(milestoneStatus(milestone('2026-01-01', true), '2026-03-01')).toBe('done');
    expect(milestoneStatus(milestone('2026-02-28'), '2026-03-01')).toBe('late');
    expect(milestoneStatus(milestone('2026-03-01'), '2026-03-01')).toBe('upcoming');
  });

  it('fills the timeline up to the last milestone before the first one still to do', () => {
    const done = milestone('2026-01-01', true);
    const open = milestone('2026-02-01');
    expect(activeIndex([done, done, open, open])).toBe(1);
    expect(activeIndex([open, done])).toBe(-1);
    expect(activeIndex([done, done])).toBe(1);
    expect(activeIndex([])).toBe(-1);
  });
});
