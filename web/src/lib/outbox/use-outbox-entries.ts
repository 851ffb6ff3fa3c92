import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { useOutboxStore } from './outbox-context';

/** A user's outbox, read again after every change (in this tab or another); null while read. */
export function useOutboxEntries(uid: string): OutboxEntry[] | null {
  const store = useOutboxStore();
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void store.list(uid).then(
        (list) => {
          if (current) setEntries(list);
        },
        // A browser that refuses IndexedDB (a private window) has no outbox: show none.
        () => {
          if (current) setEntries([]);
        },
      );
    read();
    const unsubscribe = store.subscribe(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [store, uid]);
  return entries;
}
