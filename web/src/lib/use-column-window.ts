import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { observeSize } from './observe-size';

/** The columns a scroll area shows, plus its margin: `start` included, `end` excluded. */
export interface ColumnWindow {
  start: number;
  end: number;
}

export interface ColumnWindowOptions {
  /** Pixels rendered beyond each side of the view, so a sideways swipe does not show blanks. */
  overscan: number;
  /** The area's width until the browser has laid it out and reported its real one. */
  initialWidth: number;
}

/** What a scroll area shows sideways: its scroll offset and its width. */
interface View {
  left: number;
  width: number;
}

/**
 * The columns, of the fixed widths given, that meet the view widened by the overscan on each
 * side. Columns are contiguous, so the window is a range.
 */
export function columnWindow(
  widths: readonly number[],
  view: View,
  overscan: number,
): ColumnWindow {
  const from = Math.max(0, view.left - overscan);
  const to = view.left + view.width + overscan;
  let start = widths.length;
  let end = 0;
  let left = 0;
  widths.forEach((width, index) => {
    const right = left + width;
    if (right > from && left < to) {
      start = Math.min(start, index);
      end = index + 1;
    }
    left = right;
  });
  return start < end ? { start, end } : { start: 0, end: 0 };
}

const sameWindow = (a: ColumnWindow, b: ColumnWindow) => a.start === b.start && a.end === b.end;

/**
 * Windowing across a scroll area's fixed-width columns: only those in view, plus a margin, are
 * rendered (a phone shows three or four of a collect's columns). Like `useFixedRowWindow`, it
 * reads the offset in the scroll event and the width from a ResizeObserver, so nothing forces a
 * layout while React renders, and renders again only when another column comes into view.
 */
export function useColumnWindow(
  scrollRef: RefObject<HTMLElement | null>,
  widths: readonly number[],
  options: ColumnWindowOptions,
): ColumnWindow {
  const { overscan, initialWidth } = options;
  const [view, setView] = useState<View>(() => ({ left: 0, width: initialWidth }));
  // The view last rendered, which scroll events compare theirs with.
  const shown = useRef(view);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    let width: number | undefined;
    const update = (next: View, urgent: boolean) => {
      const before = columnWindow(widths, shown.current, overscan);
      if (sameWindow(before, columnWindow(widths, next, overscan))) return;
      shown.current = next;
      if (urgent) setView(next);
      // The area's real width corrects the first window: rendered in slices (issue 15).
      else startTransition(() => setView(next));
    };
    const onScroll = () => {
      // Until the browser reports the area's width, the first view's stands.
      if (width !== undefined) update({ left: element.scrollLeft, width }, true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const stopObserving = observeSize(element, (box) => {
      width = box.inlineSize;
      // Read after the browser's layout, which the observer's call follows: no extra one.
      update({ left: element.scrollLeft, width }, false);
    });
    return () => {
      element.removeEventListener('scroll', onScroll);
      stopObserving();
    };
  }, [scrollRef, widths, overscan]);

  return columnWindow(widths, view, overscan);
}
