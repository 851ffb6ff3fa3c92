import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

// Records heavy enough to test Firestore's 10 MiB per commit (imports, bulk updates, webhooks):
// three long texts each, about 27 KB of values, so 400 of them written whole weigh about 12 MB;
// and a batch that weighs what is written through it. The offline emulator refuses a request
// over 10 MiB as Firestore does, so a chunk that is too heavy fails these tests.

export const LONG_TEXT_VARIABLES = ['notes_a', 'notes_b', 'notes_c'] as const;

/** The model fields of the long texts (TEXT_AREA, 10,000 characters at most). */
export const LONG_TEXT_FIELDS = LONG_TEXT_VARIABLES.map((variable) => ({
  label: { en: variable, fr: variable },
  variable,
  datatype: 'STRING',
  input_method: 'TEXT_AREA',
}));

/** 9,000 characters, different for each record and variable. */
export function longText(index: number, variable: string): string {
  return `${variable} ${index} ${'lorem ipsum dolor sit amet '.repeat(330)}`.slice(0, 9_000).trim();
}

/** A record's long texts by variable. */
export function longTexts(index: number): Record<string, string> {
  return Object.fromEntries(
    LONG_TEXT_VARIABLES.map((variable) => [variable, longText(index, variable)]),
  );
}

/** A batch that adds up the JSON size of the documents created, set or updated through it. */
export function weighedBatch(db: Firestore): { batch: WriteBatch; bytes: () => number } {
  const batch = db.batch();
  let bytes = 0;
  const weighing = new Proxy(batch, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['create', 'set', 'update'].includes(String(property))) {
          bytes += Buffer.byteLength(JSON.stringify(args[1]));
        }
        return (value as (...all: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { batch: weighing, bytes: () => bytes };
}
