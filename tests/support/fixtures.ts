// A valid 1×1 PNG: the API checks an upload's bytes, not only its declared type.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function pngLogo(): Blob {
  return new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' });
}

/** A name no other test (or earlier run on the same data) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function programForm(name: string): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('logo', pngLogo(), 'logo.png');
  return form;
}
