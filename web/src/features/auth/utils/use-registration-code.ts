import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// The code of a registration link is a secret: while it sits in the address bar, whatever reads
// the page's URL (the error reporter, the tag manager, a screenshot) can see it. It is read once,
// kept in the page's state, and the address bar is rewritten without it before the first paint.
// A copy in sessionStorage (this tab only, gone when the tab closes) lets a reload find it again.
const STORAGE_PREFIX = 'rainbow.registration-code.';

function stored(id: string): string {
  try {
    return window.sessionStorage.getItem(STORAGE_PREFIX + id) ?? '';
  } catch {
    // Storage can be switched off; the code then lives in the page's state alone.
    return '';
  }
}

function store(id: string, code: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + id, code);
  } catch {
    // As above: without storage a reload shows the link as cut.
  }
}

/** The registration code of invitation `id`, taken out of the URL once read. */
export function useRegistrationCode(id: string): string {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get('code');
  const [code] = useState(() => inUrl ?? stored(id));

  useLayoutEffect(() => {
    if (inUrl === null) return;
    store(id, inUrl);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [id, inUrl, setSearchParams]);

  return inUrl ?? code;
}
