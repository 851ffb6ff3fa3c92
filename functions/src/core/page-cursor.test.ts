import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';
import type { PageCursor } from './page-cursor.js';

const cursor: PageCursor = {
  page: 7,
  direction: 'before',
  values: ['éloïse.dupont@example.org', [1_767_225_600, 123_456_000]],
  id: 'AbC123',
};

function refusal(text: string): AppError {
  try {
    decodeCursor(text);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

const encoded = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe('page cursors', () => {
  it('come back as they were made, in URL-safe characters', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('carry the numbers, booleans, nulls and lists a record field sorts by', () => {
    for (const value of [12.5, -3, 0, true, false, null, ['a', 'b']]) {
      const made: PageCursor = { page: 2, direction: 'after', values: [value], id: 'r1' };
      expect(decodeCursor(encodeCursor(made))).toEqual(made);
    }
  });

  it('refuse what the api did not make with a 400 naming cursor', () => {
    const good = { p: 2, d: 'a', v: ['a@b.c'], id: 'x' };
    for (const text of [
      'nope',
      encoded(null),
      encoded({ ...good, p: 0 }),
      encoded({ ...good, p: 1.5 }),
      encoded({ ...good, d: 'sideways' }),
      encoded({ ...good, v: [{ toString: 'x' }] }),
      encoded({ ...good, v: [[1, -1]] }),
      encoded({ ...good, id: 'users/x' }),
      encoded({ ...good, id: '' }),
      encoded({ ...good, extra: true }),
      Buffer.from('{"p":2,"d":"a","v":[],"id":"x","__proto__":{"p":3}}').toString('base64url'),
    ]) {
      const error = refusal(text);
      expect(error.status).toBe(400);
      expect(error.details?.issues).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
    }
  });
});
