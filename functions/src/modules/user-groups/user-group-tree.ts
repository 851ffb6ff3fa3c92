import { invalidField } from '../../core/errors.js';

/** Deeper trees are refused: it bounds the reads of a cycle check. */
export const MAX_GROUP_DEPTH = 20;

/**
 * Refuses to put `groupId` under `parentId` when that would close a loop (the parent is the
 * group itself or one of its sub-groups) or when the parent is unknown. `parentOf` answers the
 * parent of a group (null at the top, undefined when the group does not exist); called inside a
 * transaction, the walk locks the chain, so two concurrent moves cannot build a cycle together.
 */
export async function assertNoCycle(
  groupId: string,
  parentId: string,
  parentOf: (id: string) => Promise<string | null | undefined>,
): Promise<void> {
  let current: string | null = parentId;
  for (let depth = 0; current !== null; depth += 1) {
    if (current === groupId) {
      throw invalidField(
        'parent_id',
        'A group cannot be placed under itself or one of its sub-groups',
      );
    }
    if (depth >= MAX_GROUP_DEPTH) {
      throw invalidField('parent_id', `Groups nest at most ${MAX_GROUP_DEPTH} levels deep`);
    }
    const next = await parentOf(current);
    if (next === undefined) {
      throw invalidField(
        'parent_id',
        current === parentId ? 'No such user group in this program' : 'Broken group hierarchy',
      );
    }
    current = next;
  }
}
