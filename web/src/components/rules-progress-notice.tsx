import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import { useRulesProgress } from '@/lib/collect/use-rules-progress';

// The alert and its progress bar load only when there is something to show: rules are rarely
// being applied, and the grid's first load stays without them (issue 15).
const rulesProgressAlert = deferredModule(() =>
  import('./rules-progress-alert').then((module) => module.RulesProgressAlert),
);

/**
 * Beside a collect's records and rules: while changed access rules are being applied to the
 * records, how far it has gone (until then some records still follow the rules before the
 * change); a warning when it failed. Nothing once it is done.
 */
export function RulesProgressNotice({ collectId }: { collectId: string }) {
  const progress = useRulesProgress(collectId);
  const shown = progress?.state === 'APPLYING' || progress?.state === 'ERROR';
  const RulesProgressAlert = useDeferredModule(rulesProgressAlert, shown);
  if (!progress || !shown || !RulesProgressAlert) return null;
  // The same component on every render once loaded (a module-level deferred import), not one
  // made during render: the rule cannot see that through the hook.
  // eslint-disable-next-line react-hooks/static-components -- stable, loaded once per page
  return <RulesProgressAlert progress={progress} />;
}
