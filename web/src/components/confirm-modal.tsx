import { useEffect } from 'react';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import type { ConfirmModalProps } from './confirm-dialog';
import { useFocusReturn, useFocusReturnWhenToggled } from './use-focus-return';

export type { ConfirmModalProps } from './confirm-dialog';

// Mantine's Modal (focus trap, scroll lock, overlay, portal) is no part of a screen's first load
// (issue 15): it comes when the browser is idle, or as soon as a confirmation opens.
const confirmDialog = deferredModule(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);

/** Asks before an action: its title, what it will do, Cancel and the action. */
export function ConfirmModal(props: ConfirmModalProps) {
  // Most callers render it already open and unmount it to close; others keep it and toggle it.
  useFocusReturn(props.opened);
  useFocusReturnWhenToggled(props.opened);
  const Dialog = useDeferredModule(confirmDialog);
  useEffect(() => {
    if (props.opened) confirmDialog.load();
  }, [props.opened]);
  // eslint-disable-next-line react-hooks/static-components -- the module's one component
  return Dialog ? <Dialog {...props} /> : null;
}
