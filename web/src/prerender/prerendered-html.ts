import type { Locale } from '@shared/contract/locale.schema';

export interface PrerenderedPage {
  /** The page's address, `/login` or `/fr/login`. */
  path: string;
  locale: Locale;
  /** The document's title, as the app sets it once it runs. */
  title: string;
  /** What the app's first render puts in `#root`. */
  markup: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the page in `#root` instead of the boot mark. The page is inert until the app's
 * first render replaces it with the same page, working: a tap or keystroke before then would be
 * lost with the static form. Mantine sets the colour scheme on `<html>` as the app starts; the
 * static page needs it at once (the app is light only).
 */
export function prerenderedHtml(shell: string, page: PrerenderedPage): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  const html = /<html lang="en">/;
  const title = /<title>[^<]*<\/title>/;
  for (const [name, pattern] of Object.entries({ root, html, title })) {
    if (!pattern.test(shell)) throw new Error(`index.html has no ${name} to prerender into`);
  }
  // Replacements given as functions: a `$&` in the words is text, not a pattern.
  return shell
    .replace(html, () => `<html lang="${page.locale}" data-mantine-color-scheme="light">`)
    .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      root,
      (_match, end: string) =>
        `<div id="root"><div inert style="display: contents">${page.markup}</div></div>${end}`,
    );
}
