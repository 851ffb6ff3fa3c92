/**
 * How many module preloads one task adds. Each costs the main thread about 1 ms here, 3-4 ms in
 * Lighthouse's trace, which multiplies it by four: five made tasks of 60-70 ms on its slow phone
 * (issue 15, 1 December 2026), three stay under the 50 ms that count as blocking.
 */
export const PRELOADS_PER_TASK = 3;

type Schedule = (run: () => void) => void;

/**
 * Adds preload links a few per task. The build's import helper (web/preload-batches.config.ts)
 * queues here the module preloads of a lazily loaded screen instead of adding them all at once.
 */
export function createPreloadQueue(
  append: (link: HTMLLinkElement) => void,
  schedule: Schedule = (run) => setTimeout(run, 0),
): (link: HTMLLinkElement) => void {
  const waiting: HTMLLinkElement[] = [];
  const drain = () => {
    for (const link of waiting.splice(0, PRELOADS_PER_TASK)) append(link);
    if (waiting.length) schedule(drain);
  };
  return (link) => {
    if (waiting.push(link) === 1) schedule(drain);
  };
}

export const queuePreload = createPreloadQueue((link) => document.head.appendChild(link));
