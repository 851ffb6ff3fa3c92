/** The ids with `moved` placed where `target` is, the others keeping their order. */
export function movedBefore(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const rest = ids.filter((id) => id !== moved);
  // Dropped on a row below, the field lands after it; on a row above, before it.
  return rest.toSpliced(to, 0, moved);
}
