import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs`, the one thing Mantine's ScrollArea takes from `@floating-ui/react`
 * (vite.config.ts swaps this in for it): a table or a dialog then loads none of floating-ui's
 * 15 KB, which only popovers and tooltips need (issue 15).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
