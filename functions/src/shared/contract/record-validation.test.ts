import { describe, expect, it } from 'vitest';
import type { Locale } from './locale.schema.js';
import type { FieldRule, RecordField } from './field.schema.js';
import { buildRecordSchema, type RecordSchemaOptions } from './record-validation.js';

type FieldSpec = Pick<RecordField, 'datatype' | 'input_method'> & Partial<RecordField>;

function field(spec: FieldSpec): RecordField {
  return {
    variable: 'value',
    label: { en: 'Value', fr: 'Valeur' },
    options: [],
    validation_rules: [],
    ...spec,
  };
}

const options = (...values: string[]) =>
  values.map((value) => ({ value, label: { en: `${value} label`, fr: `libellé ${value}` } }));

/** The stored value, or the message shown for the field, in `locale`. */
function check(
  subject: RecordField,
  value: unknown,
  locale: Locale = 'en',
  settings: RecordSchemaOptions = {},
) {
  const result = buildRecordSchema([subject], locale, settings).safeParse({
    [subject.variable]: value,
  });
  if (result.success) return { value: result.data[subject.variable] };
  return { message: result.error.issues.map((issue) => issue.message).join(' | ') };
}

interface Case {
  name: string;
  field: RecordField;
  valid: [input: unknown, stored: unknown][];
  invalid: [input: unknown, en: string, fr: string][];
}

const age = { variable: 'age', label: { en: 'Age', fr: 'Âge' } };
const rules = (...entries: FieldRule[]) => ({ validation_rules: entries });

const cases: Case[] = [
  {
    name: 'REQUIRED on a text input',
    field: field({
      variable: 'email',
      label: { en: 'Email', fr: 'Email' },
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
      ...rules({ rule: 'REQUIRED' }),
    }),
    valid: [[' Ada ', 'Ada']],
    invalid: [
      [undefined, 'Email is required', 'Email est obligatoire'],
      [null, 'Email is required', 'Email est obligatoire'],
      ['   ', 'Email is required', 'Email est obligatoire'],
    ],
  },
  {
    name: 'REQUIRED on a number',
    field: field({
      ...age,
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'REQUIRED' }),
    }),
    valid: [[0, 0]],
    invalid: [[null, 'Age is required', 'Âge est obligatoire']],
  },
  {
    name: 'REQUIRED on a switch: false is an answer',
    field: field({ datatype: 'BOOLEAN', input_method: 'SWITCH', ...rules({ rule: 'REQUIRED' }) }),
    valid: [
      [false, false],
      [true, true],
    ],
    invalid: [[undefined, 'Value is required', 'Valeur est obligatoire']],
  },
  {
    name: 'REQUIRED on a multi-select',
    field: field({
      datatype: 'STRING_ARRAY',
      input_method: 'MULTI_SELECT',
      options: options('a', 'b'),
      ...rules({ rule: 'REQUIRED' }),
    }),
    valid: [
      [
        ['a', 'b', 'a'],
        ['a', 'b'],
      ],
    ],
    invalid: [[[], 'Value is required', 'Valeur est obligatoire']],
  },
  {
    name: 'EMAIL on a text input',
    field: field({ datatype: 'STRING', input_method: 'TEXT_INPUT', ...rules({ rule: 'EMAIL' }) }),
    valid: [['ada@example.org', 'ada@example.org']],
    invalid: [
      [
        'ada@example',
        'Value must be a valid e-mail address',
        'Valeur doit être une adresse e-mail valide',
      ],
      [
        'a da@example.org',
        'Value must be a valid e-mail address',
        'Valeur doit être une adresse e-mail valide',
      ],
    ],
  },
  {
    name: 'an e-mail field, with or without the EMAIL rule',
    field: field({ datatype: 'STRING', input_method: 'EMAIL_FIELD' }),
    valid: [[' ada@example.org ', 'ada@example.org']],
    invalid: [
      ['ada', 'Value must be a valid e-mail address', 'Valeur doit être une adresse e-mail valide'],
    ],
  },
  {
    name: 'NUMERIC on a number',
    field: field({ datatype: 'NUMBER', input_method: 'NUMBER', ...rules({ rule: 'NUMERIC' }) }),
    valid: [[3.5, 3.5]],
    invalid: [
      ['3', 'Value must be a number', 'Valeur doit être un nombre'],
      [Number.NaN, 'Value must be a number', 'Valeur doit être un nombre'],
    ],
  },
  {
    name: 'NUMERIC on a text input keeps the text',
    field: field({ datatype: 'STRING', input_method: 'TEXT_INPUT', ...rules({ rule: 'NUMERIC' }) }),
    valid: [
      ['007', '007'],
      ['12,5', '12,5'],
    ],
    invalid: [['12a', 'Value must be a number', 'Valeur doit être un nombre']],
  },
  {
    name: 'INTEGER on a number',
    field: field({ datatype: 'NUMBER', input_method: 'NUMBER', ...rules({ rule: 'INTEGER' }) }),
    valid: [[-4, -4]],
    invalid: [[2.5, 'Value must be a whole number', 'Valeur doit être un nombre entier']],
  },
  {
    name: 'INTEGER on a text input',
    field: field({ datatype: 'STRING', input_method: 'TEXT_INPUT', ...rules({ rule: 'INTEGER' }) }),
    valid: [['42', '42']],
    invalid: [['4.2', 'Value must be a whole number', 'Valeur doit être un nombre entier']],
  },
  {
    name: 'POSITIVE_NUMBER',
    field: field({
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'POSITIVE_NUMBER' }),
    }),
    valid: [[0.1, 0.1]],
    invalid: [
      [0, 'Value must be greater than 0', 'Valeur doit être supérieur à 0'],
      [-1, 'Value must be greater than 0', 'Valeur doit être supérieur à 0'],
    ],
  },
  {
    name: 'NEGATIVE_NUMBER',
    field: field({
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'NEGATIVE_NUMBER' }),
    }),
    valid: [[-0.5, -0.5]],
    invalid: [[0, 'Value must be less than 0', 'Valeur doit être inférieur à 0']],
  },
  {
    name: 'MIN_VALUE',
    field: field({
      ...age,
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'MIN_VALUE', value: 18 }),
    }),
    valid: [[18, 18]],
    invalid: [[17, 'Age must be at least 18', 'Âge doit être au moins 18']],
  },
  {
    name: 'MAX_VALUE with decimals',
    field: field({
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'MAX_VALUE', value: 2.5 }),
    }),
    valid: [[2.5, 2.5]],
    invalid: [[3, 'Value must be at most 2.5', 'Valeur doit être au plus 2,5']],
  },
  {
    name: 'MIN_VALUE on a text input',
    field: field({
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
      ...rules({ rule: 'MIN_VALUE', value: 10 }),
    }),
    valid: [['10', '10']],
    invalid: [
      ['9', 'Value must be at least 10', 'Valeur doit être au moins 10'],
      ['ten', 'Value must be a number', 'Valeur doit être un nombre'],
    ],
  },
  {
    name: 'DATE on a date picker',
    field: field({ datatype: 'STRING', input_method: 'DATE_PICKER', ...rules({ rule: 'DATE' }) }),
    valid: [['2024-02-29', '2024-02-29']],
    invalid: [
      [
        '2023-02-29',
        'Value must be a date written YYYY-MM-DD',
        'Valeur doit être une date écrite AAAA-MM-JJ',
      ],
      [
        '05/03/2024',
        'Value must be a date written YYYY-MM-DD',
        'Valeur doit être une date écrite AAAA-MM-JJ',
      ],
    ],
  },
  {
    name: 'DATE on a text input',
    field: field({ datatype: 'STRING', input_method: 'TEXT_INPUT', ...rules({ rule: 'DATE' }) }),
    valid: [['2024-12-31', '2024-12-31']],
    invalid: [
      [
        '2024-12-32',
        'Value must be a date written YYYY-MM-DD',
        'Valeur doit être une date écrite AAAA-MM-JJ',
      ],
    ],
  },
  {
    name: 'BEFORE_DATE, exclusive',
    field: field({
      variable: 'birth',
      label: { en: 'Birth date', fr: 'Date de naissance' },
      datatype: 'STRING',
      input_method: 'DATE_PICKER',
      ...rules({ rule: 'BEFORE_DATE', value: '2025-01-01' }),
    }),
    valid: [['2024-12-31', '2024-12-31']],
    invalid: [
      [
        '2025-01-01',
        'Birth date must be before January 1, 2025',
        'Date de naissance doit être avant le 1 janvier 2025',
      ],
    ],
  },
  {
    name: 'AFTER_DATE, exclusive',
    field: field({
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
      ...rules({ rule: 'AFTER_DATE', value: '2024-08-15' }),
    }),
    valid: [['2024-08-16', '2024-08-16']],
    invalid: [
      [
        '2024-08-15',
        'Value must be after August 15, 2024',
        'Valeur doit être après le 15 août 2024',
      ],
      [
        'soon',
        'Value must be a date written YYYY-MM-DD',
        'Valeur doit être une date écrite AAAA-MM-JJ',
      ],
    ],
  },
  {
    name: 'TIME on a time picker',
    field: field({ datatype: 'STRING', input_method: 'TIME_PICKER', ...rules({ rule: 'TIME' }) }),
    valid: [['23:59', '23:59']],
    invalid: [
      ['24:00', 'Value must be a time written HH:mm', 'Valeur doit être une heure écrite HH:mm'],
      ['9:30', 'Value must be a time written HH:mm', 'Valeur doit être une heure écrite HH:mm'],
    ],
  },
  {
    name: 'TIME on a text input',
    field: field({ datatype: 'STRING', input_method: 'TEXT_INPUT', ...rules({ rule: 'TIME' }) }),
    valid: [['07:05', '07:05']],
    invalid: [
      ['7h05', 'Value must be a time written HH:mm', 'Valeur doit être une heure écrite HH:mm'],
    ],
  },
];

describe('the record validation engine, rule by rule', () => {
  for (const { name, field: subject, valid, invalid } of cases) {
    describe(name, () => {
      it.each(valid)('accepts %j and stores %j', (input, stored) => {
        expect(check(subject, input)).toEqual({ value: stored });
      });
      it.each(invalid)('refuses %j: "%s" / "%s"', (input, en, fr) => {
        expect(check(subject, input, 'en')).toEqual({ message: en });
        expect(check(subject, input, 'fr')).toEqual({ message: fr });
      });
    });
  }
});

describe('values every field takes or refuses by its input method', () => {
  const phone = field({
    variable: 'phone',
    label: { en: 'Phone', fr: 'Téléphone' },
    datatype: 'STRING',
    input_method: 'PHONE_INPUT',
  });

  it('normalises phone numbers to + and digits', () => {
    expect(check(phone, '+33 6 12-34 (56) 78')).toEqual({ value: '+33612345678' });
    expect(check(phone, '06.12.34.56.78')).toEqual({ value: '0612345678' });
  });

  it.each(['12345', '+1234567890123456', '06 12 ab', '+'])(
    'refuses the phone number %j',
    (input) => {
      expect(check(phone, input)).toEqual({
        message: 'Phone must be a phone number: 6 to 15 digits, with an optional + first',
      });
      expect(check(phone, input, 'fr')).toEqual({
        message:
          'Téléphone doit être un numéro de téléphone : 6 à 15 chiffres, précédés éventuellement de +',
      });
    },
  );

  it('keeps a select to its option values', () => {
    const select = field({
      datatype: 'STRING',
      input_method: 'SIMPLE_SELECT',
      options: options('F', 'M'),
    });
    expect(check(select, 'F')).toEqual({ value: 'F' });
    expect(check(select, 'X')).toEqual({ message: 'Value: "X" is not one of the choices' });
    expect(check(select, 'X', 'fr')).toEqual({
      message: 'Valeur : « X » ne fait pas partie des choix',
    });
  });

  it('reads a NUMBER radio as the number of its option', () => {
    const radio = field({
      datatype: 'NUMBER',
      input_method: 'RADIO_BUTTON',
      options: options('1', '2.5'),
    });
    expect(check(radio, 2.5)).toEqual({ value: 2.5 });
    expect(check(radio, 3)).toEqual({ message: 'Value: "3" is not one of the choices' });
  });

  it('checks each ticked box of a checkbox group', () => {
    const group = field({
      datatype: 'STRING_ARRAY',
      input_method: 'CHECKBOX',
      options: options('a', 'b'),
    });
    expect(check(group, ['b'])).toEqual({ value: ['b'] });
    expect(check(group, ['a', 'z'])).toEqual({ message: 'Value: "z" is not one of the choices' });
    expect(check(group, 'a')).toEqual({ message: 'Value must be a list of values' });
    expect(check(group, 'a', 'fr')).toEqual({ message: 'Valeur doit être une liste de valeurs' });
  });

  it('takes a single checkbox as a boolean', () => {
    const box = field({ datatype: 'BOOLEAN', input_method: 'CHECKBOX' });
    expect(check(box, true)).toEqual({ value: true });
    expect(check(box, 'true')).toEqual({ message: 'Value must be yes or no' });
    expect(check(box, 'true', 'fr')).toEqual({ message: 'Valeur doit être oui ou non' });
  });

  it('stores files as http(s) addresses only', () => {
    const file = field({ datatype: 'STRING', input_method: 'FILE_UPLOAD' });
    const files = field({ datatype: 'STRING_ARRAY', input_method: 'FILE_UPLOAD' });
    expect(check(file, 'https://storage.example.org/a.pdf')).toEqual({
      value: 'https://storage.example.org/a.pdf',
    });
    expect(check(files, ['http://127.0.0.1:9199/b.png'])).toEqual({
      value: ['http://127.0.0.1:9199/b.png'],
    });
    for (const input of ['javascript:alert(1)', 'ftp://example.org/a.pdf', 'a.pdf']) {
      expect(check(file, input)).toEqual({
        message: 'Value must be the web address (http or https) of a file',
      });
      expect(check(files, [input], 'fr')).toEqual({
        message: "Valeur doit être l'adresse web (http ou https) d'un fichier",
      });
    }
  });

  it('refuses a value of the wrong type, in both languages', () => {
    const text = field({ datatype: 'STRING', input_method: 'TEXT_AREA' });
    expect(check(text, 12)).toEqual({ message: 'Value must be text' });
    expect(check(text, 12, 'fr')).toEqual({ message: 'Valeur doit être un texte' });
  });

  it('bounds the length of text and lists', () => {
    const text = field({ datatype: 'STRING', input_method: 'TEXT_INPUT' });
    expect(check(text, 'x'.repeat(1001))).toEqual({
      message: 'Value must be at most 1000 characters',
    });
    expect(check(text, 'x'.repeat(1001), 'fr')).toEqual({
      message: 'Valeur doit faire au plus 1000 caractères',
    });
    const list = field({ datatype: 'STRING_ARRAY', input_method: 'FILE_UPLOAD' });
    const urls = Array.from({ length: 201 }, (_, index) => `https://example.org/${index}.pdf`);
    expect(check(list, urls)).toEqual({ message: 'Value takes at most 200 values' });
  });

  it('stores an empty optional value as null', () => {
    const number = field({
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      ...rules({ rule: 'MIN_VALUE', value: 5 }),
    });
    expect(check(number, null)).toEqual({ value: null });
    expect(check(number, '')).toEqual({ value: null });
    const list = field({
      datatype: 'STRING_ARRAY',
      input_method: 'MULTI_SELECT',
      options: options('a'),
    });
    expect(check(list, [])).toEqual({ value: null });
  });
});

describe('a whole record', () => {
  const fields = [
    field({ ...age, datatype: 'NUMBER', input_method: 'NUMBER', ...rules({ rule: 'REQUIRED' }) }),
    field({
      variable: 'nickname',
      label: { en: 'Nickname', fr: 'Surnom' },
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
    }),
  ];

  it('refuses variables that are not fields of the model, naming them', () => {
    // JSON.parse keeps `__proto__` as an own key, as a webhook body would arrive.
    const record: unknown = JSON.parse('{"age":30,"color":"red","__proto__":{"polluted":1}}');
    const en = buildRecordSchema(fields, 'en').safeParse(record);
    const fr = buildRecordSchema(fields, 'fr').safeParse(record);
    expect(en.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown fields: color, __proto__',
    ]);
    expect(fr.error?.issues.map((issue) => issue.message)).toEqual([
      'Champs inconnus : color, __proto__',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names each faulty field by its path, leaving out missing optional ones', () => {
    const result = buildRecordSchema(fields, 'fr').safeParse({ nickname: 3 });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['age'], message: 'Âge est obligatoire' },
      { path: ['nickname'], message: 'Surnom doit être un texte' },
    ]);
    expect(buildRecordSchema(fields, 'en').parse({ age: 3 })).toEqual({ age: 3 });
  });

  it('checks only the variables sent in a partial update, but never empties a required one', () => {
    const partial = buildRecordSchema(fields, 'en', { partial: true });
    expect(partial.parse({ nickname: 'Al' })).toEqual({ nickname: 'Al' });
    expect(partial.safeParse({ age: null }).error?.issues[0]?.message).toBe('Age is required');
  });
});

describe('reading values from text (imports and webhooks)', () => {
  const coerce = { coerce: true };
  const read = (subject: RecordField, input: unknown) => check(subject, input, 'en', coerce);

  it('reads numbers, a French decimal comma included, but not an ambiguous comma', () => {
    const number = field({ datatype: 'NUMBER', input_method: 'NUMBER' });
    expect(read(number, ' 12.5 ')).toEqual({ value: 12.5 });
    expect(read(number, '12,5')).toEqual({ value: 12.5 });
    expect(read(number, '1 250')).toEqual({ value: 1250 });
    expect(read(number, '1,250')).toEqual({ message: 'Value must be a number' });
    expect(read(number, '')).toEqual({ value: null });
  });

  it.each([
    ['true', true],
    ['Yes', true],
    ['oui', true],
    ['1', true],
    ['false', false],
    ['NO', false],
    ['non', false],
    ['0', false],
  ])('reads %j as %j', (input, stored) => {
    expect(read(field({ datatype: 'BOOLEAN', input_method: 'SWITCH' }), input)).toEqual({
      value: stored,
    });
  });

  it('refuses text that is not a yes or a no', () => {
    expect(read(field({ datatype: 'BOOLEAN', input_method: 'SWITCH' }), 'maybe')).toEqual({
      message: 'Value must be yes or no',
    });
  });

  it('splits lists on semicolons, else commas, and reads option labels in either language', () => {
    const list = field({
      datatype: 'STRING_ARRAY',
      input_method: 'MULTI_SELECT',
      options: options('a', 'b'),
    });
    expect(read(list, 'a; b')).toEqual({ value: ['a', 'b'] });
    expect(read(list, 'a,b label')).toEqual({ value: ['a', 'b'] });
    expect(read(list, 'libellé A')).toEqual({ value: ['a'] });
    expect(read(list, 'c')).toEqual({ message: 'Value: "c" is not one of the choices' });
    const select = field({
      datatype: 'NUMBER',
      input_method: 'SIMPLE_SELECT',
      options: options('1', '2'),
    });
    expect(read(select, '2 label')).toEqual({ value: 2 });
  });

  it('reads dates from date-times and pads hours', () => {
    const date = field({ datatype: 'STRING', input_method: 'DATE_PICKER' });
    expect(read(date, '2024-03-05T10:00:00Z')).toEqual({ value: '2024-03-05' });
    expect(read(date, '2024-03-05 00:00:00')).toEqual({ value: '2024-03-05' });
    expect(read(date, '05/03/2024')).toEqual({
      message: 'Value must be a date written YYYY-MM-DD',
    });
    const time = field({ datatype: 'STRING', input_method: 'TIME_PICKER' });
    expect(read(time, '9:30')).toEqual({ value: '09:30' });
  });

  it('takes a phone number sent as a number', () => {
    expect(read(field({ datatype: 'STRING', input_method: 'PHONE_INPUT' }), 33612345678)).toEqual({
      value: '33612345678',
    });
  });
});
