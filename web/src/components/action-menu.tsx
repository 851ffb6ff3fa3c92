import type { FloatingPosition } from '@mantine/core';
import type { ReactElement, ReactNode, Ref } from 'react';
import { useDeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A destructive action is red. */
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** What the menu's button receives: spread it on the button, whose ref it must take. */
export type ActionMenuTargetProps = Partial<ReturnType<typeof useDeferredMenu>['buttonProps']> & {
  ref?: Ref<HTMLButtonElement>;
};

export interface ActionMenuProps {
  /** The button that opens the menu, the same before and after the menu's code has come. */
  target: (props: ActionMenuTargetProps) => ReactElement;
  items: readonly ActionMenuItem[];
  /** A heading above the items. */
  label?: ReactNode;
  position?: FloatingPosition;
  shadow?: string;
}

// The menu's code comes after the first screen (components/deferred-menu.ts).
const actionMenu = deferredModule(() =>
  import('./action-menu-dropdown').then((module) => module.ActionMenuDropdown),
);

/**
 * A button opening a list of actions (a row's "…", a download menu): Mantine's Menu, whose code
 * (its popover and floating-ui, 20 KB) comes once the browser is idle or the button is reached.
 */
export function ActionMenu({ target, ...menu }: ActionMenuProps) {
  const { Menu, state, buttonProps } = useDeferredMenu(actionMenu);
  if (Menu) return <Menu {...menu} {...state} target={target} />;
  return target(buttonProps);
}
