// Stored file references are URLs from another system's upload or an import: they are shown
// as links or images only when they are http(s), so a `javascript:` value stays inert text.

export type FileKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp', 'svg']);

export function safeHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The last segment of the path, decoded: signed URLs keep the name before their query. */
export function fileName(text: string): string {
  const url = safeHttpUrl(text);
  const segment = (url ? url.pathname : text).split('/').filter(Boolean).pop() ?? text;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** SPEC.md §5: a PDF is known by its extension; images too. */
export function fileKind(url: URL): FileKind {
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : 'other';
}
