const ADDRESS = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+\.[^\s<>,;:"'()[\]]+/g;

/**
 * The addresses in pasted text: one per line, or separated by commas or semicolons, possibly
 * written `Name <address>` as mail clients copy them. Lower-cased, each once, in order.
 */
export function parseEmails(text: string): string[] {
  const found = (text.match(ADDRESS) ?? []).map((address) => address.toLowerCase());
  return [...new Set(found)];
}
