import { describe, expect, it } from 'vitest';

import { leavesApi, runtimeRefusal } from './answer-checks.js';
import type { CaseBody, FuzzCase } from './fuzz-case.js';
import { listOperations } from './openapi-operations.js';
import { refResolver } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';
import { patternString } from './pattern-string.js';
import { createRandom } from './random.js';
import { validateSchema } from './schema-validator.js';
import { generateValid } from './value-generator.js';

// The fuzzer's own parts: a generator that produced invalid "valid" input, or a validator that
// let a bad answer through, would make the fuzz test lie in either direction.

const ID: JsonSchema = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^/]+$' };
const GROUP_BODY: JsonSchema = {
  type: 'object',
  properties: {
    name: {
      type: 'object',
      properties: {
        en: { type: 'string', minLength: 1, maxLength: 120 },
        fr: { type: 'string', minLength: 1, maxLength: 120 },
      },
      required: ['en'],
    },
    parent_id: { anyOf: [ID, { type: 'null' }] },
    member_ids: { maxItems: 100, type: 'array', items: ID },
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
    page: { default: 1, type: 'integer', minimum: 1, maximum: 500 },
    level: { type: 'string', enum: ['REGULAR_USER', 'SUPER_ADMIN'] },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['name', 'code'],
  additionalProperties: false,
};
const noRef = refResolver({});

describe('the fuzzer', () => {
  it('generates values that its own validator accepts, for many seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      const value = generateValid(GROUP_BODY, {
        random: createRandom(seed),
        resolve: noRef,
        realIds: () => [],
      });
      expect(validateSchema(value, GROUP_BODY, noRef)).toEqual([]);
    }
  });

  it('substitutes real ids for fields that name them', () => {
    const ids = new Set<unknown>();
    for (let seed = 0; seed < 40; seed++) {
      const value = generateValid(
        ID,
        {
          random: createRandom(seed),
          resolve: noRef,
          realIds: (name) => (name === 'parent_id' ? ['real-group-id'] : []),
        },
        'parent_id',
      );
      ids.add(value);
    }
    expect(ids.has('real-group-id')).toBe(true);
    expect(ids.size).toBeGreaterThan(1);
  });

  it('builds strings for the patterns the contract uses', () => {
    const random = createRandom(7);
    expect(patternString('^[A-Za-z0-9_-]{43}$', random, { min: 0, max: 100 })).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    expect(patternString('^[^/]+$', random, { min: 1, max: 128 })).toMatch(/^[^/]+$/);
    expect(patternString('^(a|b)$', random, { min: 0, max: 5 })).toBeUndefined();
  });

  it('rejects what the schema does not allow, naming where', () => {
    const errors = validateSchema(
      { name: { en: '' }, code: 'short', page: 0, extra: 1, level: 'ROOT', at: 'yesterday' },
      GROUP_BODY,
      noRef,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('$.name.en: shorter than 1'),
        expect.stringContaining('$.code'),
        expect.stringContaining('$.page: 0 is below 1'),
        expect.stringContaining('$.extra: not documented'),
        expect.stringContaining('$.level'),
        expect.stringContaining('$.at'),
      ]),
    );
  });

  it('counts string lengths in code points, follows $ref, and refuses keywords it does not know', () => {
    const document = { components: { schemas: { Name: { type: 'string', maxLength: 2 } } } };
    const resolve = refResolver(document);
    expect(validateSchema('🌈🌈', { $ref: '#/components/schemas/Name' }, resolve)).toEqual([]);
    expect(validateSchema('🌈🌈🌈', { $ref: '#/components/schemas/Name' }, resolve)).toHaveLength(
      1,
    );
    expect(() => validateSchema(1, { multipleOf: 2 } as JsonSchema, resolve)).toThrow(/multipleOf/);
  });

  it('checks a discriminated union (oneOf): exactly one option must match', () => {
    const rule: JsonSchema = {
      oneOf: [
        {
          type: 'object',
          properties: { rule: { const: 'MIN_VALUE' }, value: { type: 'number' } },
          required: ['rule', 'value'],
        },
        {
          type: 'object',
          properties: { rule: { const: 'REQUIRED' } },
          required: ['rule'],
        },
      ],
    };
    expect(validateSchema({ rule: 'MIN_VALUE', value: 2 }, rule, noRef)).toEqual([]);
    expect(validateSchema({ rule: 'REQUIRED' }, rule, noRef)).toEqual([]);
    expect(validateSchema({ rule: 'MAX_VALUE' }, rule, noRef)).toEqual([
      expect.stringContaining('matches none of oneOf'),
    ]);
  });

  it('tells requests that stay under /api from those Hosting resolves out of it', () => {
    expect(leavesApi('/api/programs/%ZZ')).toBe(false);
    expect(leavesApi('/api/programs/..%2F..%2Fadmin')).toBe(false);
    expect(leavesApi('/api/programs/x/..')).toBe(false);
    expect(leavesApi('/api/user-groups/..')).toBe(true);
    expect(leavesApi('/api/../index.html?x=1')).toBe(true);
    expect(leavesApi('/API/HEALTH')).toBe(true);
  });

  it("lets through only the runtime's documented refusal of a body that is not a JSON object", () => {
    const [operation] = listOperations({ paths: { '/api/x': { post: { responses: {} } } } });
    if (!operation) throw new Error('no operation');
    const sent = (body: CaseBody): FuzzCase => ({
      operation,
      role: 'anonymous',
      kind: 'malformed-body',
      note: '',
      method: 'POST',
      target: '/api/x',
      body,
    });
    const page = (status: number, text: string) => ({
      ok: true as const,
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      text,
      ms: 1,
    });
    const badRequest = page(400, '<!DOCTYPE html><body><pre>Bad Request</pre></body>');
    const raw = (text: string, contentType = 'application/json'): CaseBody => ({
      type: 'raw',
      text,
      contentType,
    });
    expect(runtimeRefusal(sent(raw('{"id":')), badRequest)).toBe(true);
    expect(runtimeRefusal(sent({ type: 'json', value: null }), badRequest)).toBe(true);
    expect(runtimeRefusal(sent({ type: 'json', value: { id: 1 } }), badRequest)).toBe(false);
    expect(runtimeRefusal(sent(raw('{"id":', 'text/plain')), badRequest)).toBe(false);
    expect(runtimeRefusal(sent(raw('{"id":')), page(404, '<pre>Cannot POST /api/x</pre>'))).toBe(
      false,
    );
    const latin1 = raw('{}', 'application/json; charset=latin1');
    expect(runtimeRefusal(sent(latin1), page(415, '<pre>Unsupported Media Type</pre>'))).toBe(true);
    // UTF-8 bytes read as UTF-16 are not JSON: malformed in the charset the request declared.
    const utf16 = raw('{"id":"x"}', 'application/json; charset=utf-16');
    expect(runtimeRefusal(sent(utf16), badRequest)).toBe(true);
  });

  it('replays the same choices from the same seed', () => {
    const draw = (seed: number): number[] => {
      const random = createRandom(seed).fork('label');
      return [random.next(), random.int(1, 100), random.pick(['a', 'b', 'c']) === 'a' ? 1 : 0];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});
