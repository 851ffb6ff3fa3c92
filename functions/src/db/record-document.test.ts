import { describe, expect, it } from 'vitest';
import { recordField } from '../../test/support/record-fields.js';
import type { RecordField } from '../shared/contract/field.schema.js';
import { RECORD_KEYWORDS_MAX, recordKeywords, storedRecord } from './record-document.js';

const field = recordField;

const FIELDS: RecordField[] = [
  field('name', 'TEXT_INPUT'),
  field('status', 'SIMPLE_SELECT', {
    options: [{ value: 'late', label: { en: 'Late', fr: 'En retard' } }],
  }),
  field('notes', 'TEXT_AREA'),
  field('amount', 'NUMBER', { datatype: 'NUMBER' }),
];

describe('stored records', () => {
  it('hold every variable of the model, null when empty, and the first field as label', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const stored = storedRecord({
      recordId: 'r1',
      programId: 'p',
      collectId: 'c',
      fields: FIELDS,
      values: { name: 'Éloïse Dupont', amount: 3 },
      author: null,
      at,
      access: {},
    });
    expect(stored).toMatchObject({
      record_id: 'r1',
      fields: { name: 'Éloïse Dupont', status: null, notes: null, amount: 3 },
      label: 'Éloïse Dupont',
      version: 1,
      created_at: at,
      updated_at: at,
      source_key: null,
    });
    expect(stored.keywords).toEqual(expect.arrayContaining(['elo', 'eloise', 'dup', 'eloise d']));
    // Searches start at 3 characters: shorter prefixes are not kept.
    expect(stored.keywords).not.toEqual(expect.arrayContaining(['e']));
    expect(stored.keywords.every((keyword) => keyword.length >= 3)).toBe(true);
  });

  it('find a long text by the words in it, not by its beginning across words', () => {
    const keywords = recordKeywords(FIELDS, { name: 'Ada', notes: 'Visit notes for Éloïse' });
    expect(keywords).toEqual(
      expect.arrayContaining(['vis', 'visit', 'not', 'notes', 'for', 'elo']),
    );
    expect(keywords).not.toContain('visit n');
    expect(keywords).not.toContain('visit notes for');
    // A short text keeps its prefixes across words.
    expect(recordKeywords(FIELDS, { name: 'Ada Lovelace' })).toContain('ada l');
  });

  it('find records by option labels in both languages, not by numbers', () => {
    const keywords = recordKeywords(FIELDS, { status: 'late', amount: 12 });
    expect(keywords).toEqual(expect.arrayContaining(['late', 'en retard', 'ret']));
    expect(keywords).not.toContain('12');
  });

  it('keep at most RECORD_KEYWORDS_MAX keywords, whole words first', () => {
    const words = Array.from(
      { length: 60 },
      (_, index) => `word${String(index).padStart(2, '0')}abcdefghij`,
    );
    const keywords = recordKeywords(FIELDS, { name: words.join(' '), notes: 'x'.repeat(5000) });
    expect(keywords).toHaveLength(RECORD_KEYWORDS_MAX);
    for (const word of words) expect(keywords).toContain(word);
    expect(keywords).toContain('wor');
    expect(keywords).not.toContain('w');
  });
});
