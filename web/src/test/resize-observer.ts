import { vi } from 'vitest';

/** Reports a size to what observes it, as the browser does once it has laid the element out. */
export type ReportSize = (size: { inlineSize: number; blockSize: number }) => void;

/**
 * Stands in for the ResizeObserver jsdom lacks (undo with `vi.unstubAllGlobals()`): the test tells
 * the last observer made what size its element now has.
 */
export function stubResizeObserver(): ReportSize {
  let callback: ((entries: unknown[]) => void) | undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(observe: (entries: unknown[]) => void) {
        callback = observe;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (size) => callback?.([{ borderBoxSize: [size] }]);
}
