import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { allUserGroupsQueryOptions } from './program/get-all-user-groups';
import { membersQueryOptions } from './program/get-members';
import { pendingActionsQueryOptions } from './expected-actions/get-actions';
import { programCollectsQueryOptions } from './program/get-program-collects';
import { programKeys, sessionKeys } from './query-keys';
import { currentUserQueryOptions } from './session/get-current-user';

describe('query keys', () => {
  it('puts everything of a program under its root, and nothing of another program', () => {
    const { api } = fakeApi(() => undefined);
    const client = new QueryClient();
    const ofProgram = (programId: string) => [
      membersQueryOptions(api, programId, { page: 1 }).queryKey,
      allUserGroupsQueryOptions(api, programId).queryKey,
      programCollectsQueryOptions(api, programId).queryKey,
      pendingActionsQueryOptions(api, programId).queryKey,
      programKeys.scope(programId, 'activities'),
    ];
    for (const key of [...ofProgram('p1'), ...ofProgram('p2'), sessionKeys.currentUser()]) {
      client.setQueryData(key, 'cached');
    }
    expect(currentUserQueryOptions(api).queryKey).toEqual(sessionKeys.currentUser());

    void client.invalidateQueries({ queryKey: programKeys.root('p1') });

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? false;
    expect(ofProgram('p1').map(invalidated)).toEqual([true, true, true, true, true]);
    expect(ofProgram('p2').map(invalidated)).toEqual([false, false, false, false, false]);
    expect(invalidated(sessionKeys.currentUser())).toBe(false);
  });
});
