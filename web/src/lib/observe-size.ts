/**
 * Calls `onSize` with an element's border box each time the browser lays it out at a new size
 * (the first time included), after its layout: reading sizes there costs no extra one. Returns
 * what stops it. Nothing is observed where the browser has no ResizeObserver (jsdom).
 */
export function observeSize(
  element: Element,
  onSize: (box: ResizeObserverSize) => void,
): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    if (box) onSize(box);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
