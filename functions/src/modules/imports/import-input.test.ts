import { describe, expect, it } from 'vitest';
import { recordField } from '../../../test/support/record-fields.js';
import { storedRecord } from '../../db/record-document.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';
import { IMPORT_CHUNK_BYTES, IMPORT_CHUNK_ROWS, rowWrite } from './import-input.js';

// A chunk's commit must stay under Firestore's 10 MiB: the estimate a chunk closes on is never
// below what the row's record weighs, and ordinary rows still fill a whole chunk.

const field = recordField;

const FIELDS: RecordField[] = [
  field('code', 'TEXT_INPUT'),
  field('full_name', 'TEXT_INPUT'),
  field('region', 'SIMPLE_SELECT', {
    options: [
      {
        value: 'n',
        label: { en: 'Northern territories and islands', fr: 'Territoires du Nord et îles' },
      },
    ],
  }),
  field('tags', 'MULTI_SELECT', {
    options: ['a', 'b', 'c'].map((value) => ({
      value,
      label: { en: `Label ${value} in English`, fr: `Libellé ${value} en français` },
    })),
  }),
  field('amount', 'NUMBER', { datatype: 'NUMBER' }),
  field('email', 'EMAIL_FIELD'),
  field('notes', 'TEXT_AREA'),
];

/** The record an import creates from these values. */
function recordOf(values: RecordValues) {
  return storedRecord({
    recordId: 'f'.repeat(32),
    programId: 'p'.repeat(20),
    collectId: 'c'.repeat(20),
    fields: FIELDS,
    values,
    author: { _id: 'u'.repeat(28), name: 'Ann Lee', email: 'manager@example.org' },
    at: new Date(),
    sourceKey: String(values.code),
    access: {},
  });
}

/** The record's size as JSON: each value's bytes and its name, as Firestore counts them. */
function recordBytes(values: RecordValues): number {
  const record = recordOf(values);
  return Buffer.byteLength(JSON.stringify(record));
}

describe('rowWrite', () => {
  // Text values of everyday length (a person, an e-mail address, a line of notes).
  const ordinary: RecordValues = {
    code: 'C001234',
    full_name: 'Éloïse Dupont',
    amount: 12.5,
    email: 'eloise.dupont@example.org',
    notes: 'Visit notes for this person',
  };
  const labelled: RecordValues = { ...ordinary, region: 'n', tags: ['a', 'c'] };

  it('is never below the record a row writes, option labels and long text included', () => {
    const long: RecordValues = {
      ...ordinary,
      full_name: 'Marie-Ange de la Tour du Pin Gouvernet',
      notes: 'word '.repeat(2000),
      tags: ['a', 'b', 'c'],
    };
    for (const values of [ordinary, labelled, long, { code: 'x' }]) {
      expect(rowWrite(FIELDS, values).bytes).toBeGreaterThanOrEqual(recordBytes(values));
    }
  });

  it('gives the keywords the new record stores, which it then reuses', () => {
    for (const values of [ordinary, labelled, { code: 'x' }]) {
      expect(rowWrite(FIELDS, values).keywords).toEqual(recordOf(values).keywords);
    }
  });

  it('lets a chunk of ordinary rows hold its full count of rows', () => {
    expect(rowWrite(FIELDS, ordinary).bytes * IMPORT_CHUNK_ROWS).toBeLessThan(IMPORT_CHUNK_BYTES);
  });
});
