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
