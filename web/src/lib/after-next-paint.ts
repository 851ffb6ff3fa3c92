/**
 * Runs `work` just after the browser has painted the next frame (a frame, then a task), so that
 * what it starts does not hold up the screen being shown; returns what cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
