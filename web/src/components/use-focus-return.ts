import { useEffect, useRef, useState } from 'react';

/**
 * Gives the focus back to the element that opened a dialog rendered already open and unmounted to
 * close (`{editing && <Modal opened …/>}`). Mantine's Modal records that element only when its
 * `opened` prop turns true after mount, so such a dialog left the keyboard user on `<body>`.
 * `mountedOpen` false (a dialog kept mounted and toggled) leaves it to Mantine.
 */
export function useFocusReturn(mountedOpen = true): void {
  // Read during the first render, before the dialog's focus trap moves the focus inside.
  const [opener] = useState(() => (mountedOpen ? document.activeElement : null));
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    // A remount (React's strict mode) cancels the return scheduled by the cleanup just before.
    window.clearTimeout(pending.current);
    return () => {
      if (!(opener instanceof HTMLElement)) return;
      // After the dialog's own nodes and focus trap are gone.
      pending.current = window.setTimeout(() => {
        if (opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [opener]);
}

/** Whether the focus was left nowhere: on `<body>`, or inside a dialog (the one closing). */
function focusLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused.closest('[role="dialog"]') !== null;
}

/**
 * Gives the focus back to the element that opened a dialog kept mounted and toggled (`opened`
 * turning true, then false) whose code is loaded on demand. Mantine's Modal records that element
 * when its `opened` prop turns true after mount; on the first opening the Modal's code arrives
 * after that and it mounts already open, records nothing, and closing left the keyboard user on
 * `<body>`. The element is noted here as `opened` turns true, and focused again on close unless
 * the focus has already gone somewhere (Mantine's own return, or the user's click elsewhere).
 */
export function useFocusReturnWhenToggled(opened: boolean): void {
  const [shown, setShown] = useState(opened);
  const [opener, setOpener] = useState<Element | null>(null);
  if (shown !== opened) {
    setShown(opened);
    // Read while rendering, before the dialog's focus trap moves the focus inside.
    if (opened) setOpener(document.activeElement);
  }

  useEffect(() => {
    if (opened || !(opener instanceof HTMLElement)) return;
    const timer = window.setTimeout(() => {
      if (opener.isConnected && focusLost()) opener.focus({ preventScroll: true });
    });
    return () => window.clearTimeout(timer);
  }, [opened, opener]);
}
