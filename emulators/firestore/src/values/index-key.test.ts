import { describe, expect, it } from 'vitest';
import type { Value } from '../proto/firestore-types.js';
import { compareValues } from './compare-values.js';
import { valueKey } from './index-key.js';

/** Values in Firestore's order; neighbours in one inner list are equal. */
const ORDERED: Value[][] = [
  [{ nullValue: 'NULL_VALUE' }],
  [{ booleanValue: false }],
  [{ booleanValue: true }],
  [{ doubleValue: Number.NaN }],
  [{ doubleValue: -Infinity }],
  [{ integerValue: '-9223372036854775808' }],
  [{ integerValue: '-3' }, { doubleValue: -3 }],
  [{ doubleValue: -0.5 }],
  [{ integerValue: '0' }, { doubleValue: 0 }, { doubleValue: -0 }],
  [{ doubleValue: 1e-300 }],
  [{ integerValue: '1' }, { doubleValue: 1 }],
  [{ integerValue: '9007199254740993' }],
  [{ doubleValue: 9007199254740994 }, { integerValue: '9007199254740994' }],
  [{ integerValue: '9223372036854775807' }],
  [{ doubleValue: Infinity }],
  [{ timestampValue: { seconds: '-1', nanos: 999_000 } }],
  [{ timestampValue: { seconds: '0', nanos: 0 } }],
  [{ timestampValue: { seconds: '0', nanos: 1000 } }],
  [{ stringValue: '' }],
  [{ stringValue: 'a' }],
  [{ stringValue: 'a\u0000' }],
  [{ stringValue: 'ab' }],
  [{ stringValue: '\uffff' }],
  [{ stringValue: '😀' }],
  [{ bytesValue: Buffer.from([]) }],
  [{ bytesValue: Buffer.from([0]) }],
  [{ bytesValue: Buffer.from([0, 0]) }],
  [{ bytesValue: Buffer.from([1]) }],
  [{ referenceValue: 'projects/p/databases/d/documents/a/__id5__' }],
  [{ referenceValue: 'projects/p/databases/d/documents/a/b' }],
  [{ referenceValue: 'projects/p/databases/d/documents/a/b/c/d' }],
  [{ referenceValue: 'projects/p/databases/d/documents/a-b/c' }],
  [{ geoPointValue: { latitude: -10, longitude: 50 } }],
  [{ geoPointValue: { latitude: 0, longitude: -50 } }],
  [{ arrayValue: { values: [] } }],
  [{ arrayValue: { values: [{ integerValue: '1' }] } }],
  [{ arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } }],
  [{ arrayValue: { values: [{ integerValue: '2' }] } }],
  [
    {
      mapValue: {
        fields: {
          __type__: { stringValue: '__vector__' },
          value: { arrayValue: { values: [{ doubleValue: 9 }] } },
        },
      },
    },
  ],
  [{ mapValue: { fields: {} } }],
  [{ mapValue: { fields: { a: { integerValue: '1' } } } }],
  [{ mapValue: { fields: { a: { integerValue: '1' }, b: { nullValue: 'NULL_VALUE' } } } }],
  [{ mapValue: { fields: { a: { integerValue: '2' } } } }],
  [{ mapValue: { fields: { b: { integerValue: '0' } } } }],
];

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

const flat = ORDERED.flatMap((group, rank) => group.map((value) => ({ value, rank })));

describe('order-preserving value keys', () => {
  it('orders keys exactly as Firestore orders values', () => {
    for (const a of flat) {
      for (const b of flat) {
        const expected = sign(a.rank - b.rank);
        expect(sign(compareValues(a.value, b.value)), JSON.stringify([a.value, b.value])).toBe(
          expected,
        );
        expect(
          sign(Buffer.compare(valueKey(a.value), valueKey(b.value))),
          JSON.stringify([a.value, b.value]),
        ).toBe(expected);
      }
    }
  });
});
