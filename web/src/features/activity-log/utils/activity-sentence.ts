import type { Role } from '@shared/contract/user.schema';
import { ROLES } from '@shared/contract/user.schema';
import type { Activity } from '@shared/contract/activity.schema';

export interface ActivitySentence {
  /** An `activity` i18next key whose text places `{{actor}}` and `{{target}}`. */
  key: string;
  role?: Role;
  count?: number;
}

function roleOf(activity: Activity): Role | undefined {
  const role = activity.details?.role;
  return ROLES.find((candidate) => candidate === role);
}

function countOf(activity: Activity): number {
  const ids = activity.details?.user_ids;
  return Array.isArray(ids) ? ids.length : 1;
}

/** Which sentence tells an entry of the log, with what it needs besides actor and target. */
export function activitySentence(activity: Activity): ActivitySentence {
  const { action } = activity;
  const role = roleOf(activity);
  switch (action) {
    case 'MEMBER_ROLE_CHANGED':
    case 'INVITATION_SENT':
    case 'USER_REGISTERED':
      return role
        ? { key: `actions.${action}.withRole`, role }
        : { key: `actions.${action}.plain` };
    case 'USER_GROUP_MEMBERS_ADDED':
    case 'USER_GROUP_MEMBERS_REMOVED':
      return { key: `actions.${action}`, count: countOf(activity) };
    case 'USER_STATUS_CHANGED':
      return {
        key: `actions.USER_STATUS_CHANGED.${activity.details?.status === 'ACTIVE' ? 'enabled' : 'disabled'}`,
      };
    default:
      return { key: `actions.${action}` };
  }
}
