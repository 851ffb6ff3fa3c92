import type { Milestone } from '@shared/contract/milestone.schema';

export type MilestoneStatus = 'done' | 'late' | 'upcoming';

/** Done when completed; late when its day has passed without being done; else upcoming. */
export function milestoneStatus(milestone: Milestone, today: string): MilestoneStatus {
  if (milestone.completed) return 'done';
  return milestone.date < today ? 'late' : 'upcoming';
}

/**
 * The timeline's progress: Mantine fills the line up to `active`, so it is the last milestone
 * before the first one still to do (-1 when the first is still to do).
 */
export function activeIndex(milestones: readonly Milestone[]): number {
  const firstOpen = milestones.findIndex((milestone) => !milestone.completed);
  return firstOpen === -1 ? milestones.length - 1 : firstOpen - 1;
}
