export type SentencePart = { text: string } | { slot: string };

/**
 * Splits a translated sentence around named slots, so that names from user data are rendered
 * as React text (never parsed as markup) inside a sentence whose word order each language
 * chooses. `marked` holds each slot's marker as it appears in `sentence`.
 */
export function sentenceParts(sentence: string, marked: Record<string, string>): SentencePart[] {
  const entries = Object.entries(marked);
  const parts: SentencePart[] = [];
  let rest = sentence;
  while (rest) {
    let first: { slot: string; at: number; length: number } | null = null;
    for (const [slot, marker] of entries) {
      const at = rest.indexOf(marker);
      if (at >= 0 && (!first || at < first.at)) first = { slot, at, length: marker.length };
    }
    if (!first) {
      parts.push({ text: rest });
      break;
    }
    if (first.at > 0) parts.push({ text: rest.slice(0, first.at) });
    parts.push({ slot: first.slot });
    rest = rest.slice(first.at + first.length);
  }
  return parts;
}

/** A marker that no translation and no interpolated value contains. */
export function slotMarker(slot: string): string {
  return `\u0002${slot}\u0003`;
}
