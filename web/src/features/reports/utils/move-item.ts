/** `ids` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const moved = [...ids];
  const target = Math.max(0, Math.min(moved.length - 1, to));
  const [item] = moved.splice(from, 1);
  if (item === undefined) return [...ids];
  moved.splice(target, 0, item);
  return moved;
}
