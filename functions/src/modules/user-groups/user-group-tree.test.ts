import { describe, expect, it } from 'vitest';
import { assertNoCycle, MAX_GROUP_DEPTH } from './user-group-tree.js';

// a ← b ← c (c's parent is b, b's parent is a); d stands alone.
const parents: Record<string, string | null> = { a: null, b: 'a', c: 'b', d: null };
const parentOf = (id: string) => Promise.resolve(parents[id]);

describe('user group hierarchy', () => {
  it('accepts a parent outside the group’s own branch', async () => {
    await expect(assertNoCycle('d', 'c', parentOf)).resolves.toBeUndefined();
    await expect(assertNoCycle('c', 'a', parentOf)).resolves.toBeUndefined();
  });

  it('refuses the group itself and any of its descendants, naming parent_id', async () => {
    for (const parent of ['a', 'b', 'c']) {
      await expect(assertNoCycle('a', parent, parentOf)).rejects.toThrow(
        'parent_id: A group cannot be placed under itself or one of its sub-groups',
      );
    }
    await expect(assertNoCycle('b', 'c', parentOf)).rejects.toThrow(/parent_id/);
  });

  it('refuses an unknown parent', async () => {
    await expect(assertNoCycle('a', 'zzz', parentOf)).rejects.toThrow(
      'parent_id: No such user group in this program',
    );
  });

  it('stops on deep chains', async () => {
    const deep = (id: string) =>
      Promise.resolve(id === 'g0' ? null : `g${Number(id.slice(1)) - 1}`);
    await expect(assertNoCycle('x', `g${MAX_GROUP_DEPTH + 5}`, deep)).rejects.toThrow(
      /levels deep/,
    );
  });
});
