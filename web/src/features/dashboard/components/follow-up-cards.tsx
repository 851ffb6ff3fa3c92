import { SimpleGrid } from '@mantine/core';
import type { Subject } from '@shared/permissions/roles';
import { preloadModuleNamespaces } from '@/lib/i18n/load-namespaces';
import { MilestonesCard } from './milestones-card';
import { PendingActionsCard } from './pending-actions-card';

// Their words come with this module, which the dashboard fetches once its first screen is there.
preloadModuleNamespaces(['milestones', 'actions']);

export interface FollowUpCardsProps {
  programId: string;
  subject: Subject;
  /** Managers change milestones and read whom each action is for. */
  manages: boolean;
}

/** Below the dashboard's first screen: the program's milestones and its pending actions. */
export function FollowUpCards({ programId, subject, manages }: FollowUpCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <MilestonesCard programId={programId} canManage={manages} />
      <PendingActionsCard programId={programId} subject={subject} showAssignee={manages} />
    </SimpleGrid>
  );
}
