// A valid 1×1 PNG: the api checks an upload's bytes, not only its declared type.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const pngBytes = (): Buffer => Buffer.from(PNG_1X1, 'base64');

export const svgBytes = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export function programForm(
  name: string | undefined,
  logo?: { bytes: Uint8Array; type: string; filename?: string },
): FormData {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (logo) {
    form.append('logo', new Blob([logo.bytes], { type: logo.type }), logo.filename ?? 'logo.png');
  }
  return form;
}

export const mutableClock = (start = new Date()) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
};

/** Real time, shifted by `advance`: entries still get distinct, increasing times. */
export const shiftedClock = () => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(seconds: number) {
      offset += seconds * 1000;
    },
  };
};
