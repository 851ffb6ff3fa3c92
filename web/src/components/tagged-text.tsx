import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>…</name>` parts become the given elements (links, mostly),
 * the rest plain text: what react-i18next's <Trans> does for these sentences, without its weight
 * on the sign-in page (issue 15). Tags do not nest; an unknown tag is left as its text.
 */
export function TaggedText({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, (children: string) => ReactNode>;
}) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const render = parts[name];
    if (!render) continue;
    nodes.push(
      text.slice(last, match.index),
      <Fragment key={match.index}>{render(inner)}</Fragment>,
    );
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return <>{nodes}</>;
}
