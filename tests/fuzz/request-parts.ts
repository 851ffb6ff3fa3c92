import type { CaseBody, FilePart } from './fuzz-case.js';
import type { JsonSchema } from './json-schema.js';
import { PROTOTYPE_KEYS } from './nasty-values.js';
import type { Random } from './random.js';

// A valid 1×1 PNG: the API checks an upload's bytes, not only its declared type.
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
).toString('base64');

/** Encodes a generated value for a path segment or a query value. */
export function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return encodeURIComponent(text);
}

/** A multipart body from a valid object: binary properties become files, the rest text fields. */
export function multipartOf(value: unknown, schema: JsonSchema): CaseBody {
  const fields: Array<{ name: string; value: string }> = [];
  const files: FilePart[] = [];
  const properties = schema.properties ?? {};
  if (typeof value === 'object' && value !== null) {
    for (const [name, field] of Object.entries(value)) {
      if (properties[name]?.format === 'binary') files.push(pngFile(name));
      else fields.push({ name, value: typeof field === 'string' ? field : JSON.stringify(field) });
    }
  }
  return { type: 'multipart', fields, files };
}

function pngFile(name: string): FilePart {
  return { name, filename: 'logo.png', type: 'image/png', base64: PNG_1X1 };
}

/** One broken variant of a valid multipart body. */
export function mutateMultipart(
  valid: Extract<CaseBody, { type: 'multipart' }>,
  schema: JsonSchema,
  random: Random,
): { body: CaseBody; note: string } {
  const fields = [...valid.fields];
  const files = [...valid.files];
  const fileName =
    Object.entries(schema.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0] ?? 'file';
  const kind = random.int(0, 7);
  const body = (note: string): { body: CaseBody; note: string } => ({
    body: { type: 'multipart', fields, files },
    note,
  });
  switch (kind) {
    case 0: {
      const key = random.pick(PROTOTYPE_KEYS);
      if (random.chance(0.5)) fields.push({ name: key, value: 'fz' });
      else files.push({ name: key, filename: 'x.png', type: 'image/png', base64: PNG_1X1 });
      return body(`multipart part named "${key}"`);
    }
    case 1:
      files.push({ name: fileName, filename: 'logo.svg', type: 'image/svg+xml', base64: SVG });
      return body('logo is an SVG with a script');
    case 2:
      files.push({
        name: fileName,
        filename: 'logo.png',
        type: 'image/png',
        base64: Buffer.from('not a png at all').toString('base64'),
      });
      return body('logo declared image/png holds text');
    case 3:
      return { body: { type: 'multipart', fields: [], files }, note: 'every text field left out' };
    case 4:
      fields.push(...fields.map((f) => ({ ...f, value: `${f.value}2` })));
      return body('every text field sent twice');
    case 5: {
      const [first] = fields;
      if (first) files.push({ ...pngFile(first.name), filename: 'field.png' });
      return body('a text field sent as a file');
    }
    case 6:
      return {
        body: { type: 'json', value: Object.fromEntries(fields.map((f) => [f.name, f.value])) },
        note: 'JSON sent to a multipart endpoint',
      };
    default: {
      const target = fields.length ? random.pick(fields) : { name: 'name', value: '' };
      const value = random.pick(['x'.repeat(5000), '', '\u0000', '\u202Eevil', '%ZZ', 'a/b']);
      return {
        body: {
          type: 'multipart',
          fields: [...fields.filter((f) => f !== target), { name: target.name, value }],
          files,
        },
        note: `field "${target.name}" = ${JSON.stringify(value.slice(0, 20))}`,
      };
    }
  }
}

/** Bodies a multipart endpoint cannot parse. */
export const BROKEN_MULTIPART: ReadonlyArray<{ text: string; contentType: string }> = [
  {
    text: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    contentType: 'multipart/form-data; boundary=x',
  },
  { text: 'name=A', contentType: 'multipart/form-data' },
  { text: '--y\r\n\r\n--y--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { text: 'name=A&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
];
