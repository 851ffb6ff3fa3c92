import { startTransition, useEffect, useState, type RefObject } from 'react';
import { observeSize } from './observe-size';

/** The rows a scroll area shows, plus its margin: `start` included, `end` excluded. */
export interface RowWindow {
  start: number;
  end: number;
  /** The height of the rows above the window, and below it: the scroll area keeps its size. */
  paddingTop: number;
  paddingBottom: number;
}

export interface RowWindowOptions {
  /** How many rows there are in all. */
  count: number;
  /** Every row's height in pixels: fixed, so nothing needs to be measured. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the view, so a fast scroll does not show a gap. */
  overscan: number;
  /** The area's height until the browser has laid it out and reported its real one. */
  initialHeight: number;
}

/** The first row in view and how many rows the view holds: what a scroll may change. */
interface View {
  first: number;
  visible: number;
}

/** The window of rows for a view, clamped to the rows there are. */
export function rowWindow(view: View, options: RowWindowOptions): RowWindow {
  const { count, rowHeight, overscan } = options;
  const start = Math.min(count, Math.max(0, view.first - overscan));
  const end = Math.min(count, view.first + view.visible + overscan);
  return {
    start,
    end: Math.max(start, end),
    paddingTop: start * rowHeight,
    paddingBottom: (count - Math.max(start, end)) * rowHeight,
  };
}

function viewAt(scrollTop: number, height: number, rowHeight: number): View {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  // A partly scrolled first row lets one more row in at the bottom.
  return { first, visible: Math.ceil(height / rowHeight) + 1 };
}

/**
 * Windowing for a scroll area of fixed-height rows: only the rows in view, plus a margin, are
 * rendered. The scroll offset is read in the scroll event (the browser knows it without a
 * layout) and the area's height comes from a ResizeObserver once the page is laid out, so
 * nothing forces a layout while React renders; the component renders again only when the
 * first row in view or the number of rows that fit changes, not on every scrolled pixel.
 */
export function useFixedRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  options: RowWindowOptions,
): RowWindow {
  const { rowHeight, initialHeight } = options;
  const [view, setView] = useState<View>(() => viewAt(0, initialHeight, rowHeight));

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    let height = initialHeight;
    let shown = viewAt(0, height, rowHeight);
    const update = (urgent: boolean) => {
      const next = viewAt(element.scrollTop, height, rowHeight);
      if (next.first === shown.first && next.visible === shown.visible) return;
      shown = next;
      if (urgent) setView(next);
      // The area's real size, once laid out, corrects the first window by a row or two: React
      // renders that in slices rather than in one task (issue 15).
      else startTransition(() => setView(next));
    };
    const onScroll = () => update(true);
    element.addEventListener('scroll', onScroll, { passive: true });
    // A new area is at its top, as the first view says: reading its offset now would make the
    // browser lay the page out in the middle of the effects.
    const stopObserving = observeSize(element, (box) => {
      height = box.blockSize;
      update(false);
    });
    return () => {
      element.removeEventListener('scroll', onScroll);
      stopObserving();
    };
  }, [scrollRef, rowHeight, initialHeight]);

  return rowWindow(view, options);
}
