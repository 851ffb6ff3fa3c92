import type { CurrentUser } from '../../http/request-context.js';
import type { ActivityAction, ActivityTargetType } from '../../shared/constants.js';
import type { ActivityDetailValue } from '../../shared/contract/activity.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';

/** An entry of a program's activity log, as services describe it before it is written. */
export interface ActivityDraft {
  readonly programId: string;
  readonly action: ActivityAction;
  readonly target: {
    readonly type: ActivityTargetType;
    readonly _id: string;
    readonly label: string;
  };
  readonly details?: Readonly<Record<string, ActivityDetailValue>>;
}

/** Who did it, as the log shows them (copied: the log outlives name changes). */
export function personRefOf(user: {
  readonly _id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}): PersonRef {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return { _id: user._id, name: name || user.email, email: user.email };
}

export function actorOf(current: CurrentUser): PersonRef {
  return personRefOf(current.user);
}

/** The label of a person in a log entry: their name, or their e-mail without one. */
export function personLabel(user: {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
