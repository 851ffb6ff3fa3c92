import type { Activity } from '@shared/contract/activity.schema';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

function entry(action: Activity['action'], details?: Activity['details']): Activity {
  return {
    _id: 'a1',
    program_id: 'p1',
    actor: { _id: 'u1', name: 'Ada Admin', email: 'ada@x.org' },
    action,
    target: { type: 'USER', _id: 'u2', label: 'bo@x.org' },
    ...(details ? { details } : {}),
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('activitySentence', () => {
  it('names the role of an invitation when the entry has one', () => {
    expect(activitySentence(entry('INVITATION_SENT', { role: 'PROGRAM_MANAGER' }))).toEqual({
      key: 'actions.INVITATION_SENT.withRole',
      role: 'PROGRAM_MANAGER',
    });
    expect(activitySentence(entry('INVITATION_SENT', { role: 'OWNER' }))).toEqual({
      key: 'actions.INVITATION_SENT.plain',
    });
  });

  it('counts the people added to a group', () => {
    expect(activitySentence(entry('USER_GROUP_MEMBERS_ADDED', { user_ids: ['a', 'b'] }))).toEqual({
      key: 'actions.USER_GROUP_MEMBERS_ADDED',
      count: 2,
    });
  });

  it('tells enabling from disabling an account', () => {
    expect(activitySentence(entry('USER_STATUS_CHANGED', { status: 'DISABLED' })).key).toBe(
      'actions.USER_STATUS_CHANGED.disabled',
    );
    expect(activitySentence(entry('USER_STATUS_CHANGED', { status: 'ACTIVE' })).key).toBe(
      'actions.USER_STATUS_CHANGED.enabled',
    );
  });

  it('uses the action’s own sentence otherwise', () => {
    expect(activitySentence(entry('PROGRAM_UPDATED'))).toEqual({ key: 'actions.PROGRAM_UPDATED' });
  });
});
