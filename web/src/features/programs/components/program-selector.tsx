import type { Program } from '@shared/contract/program.schema';
import { useDeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { ProgramSelectorButton } from './program-selector-button';

export interface ProgramSelectorProps {
  programs: Program[];
  current: Program;
  /** The user's role in the current program, already translated. */
  roleLabel: string | null;
  onNavigate?: () => void;
}

const programMenu = deferredModule(() =>
  import('./program-selector-menu').then((module) => module.ProgramSelectorMenu),
);

/**
 * Switches program and opens its dashboard (SPEC §2). The menu's code comes after the first
 * screen (components/deferred-menu.ts).
 */
export function ProgramSelector(props: ProgramSelectorProps) {
  const { Menu, state, buttonProps } = useDeferredMenu(programMenu);
  if (Menu) return <Menu {...props} {...state} />;
  return (
    <ProgramSelectorButton current={props.current} roleLabel={props.roleLabel} {...buttonProps} />
  );
}
