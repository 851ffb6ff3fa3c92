import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type { Subject } from '../shared/permissions/roles.js';
import type { User } from '../shared/contract/user.schema.js';

interface Named {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}

/** The label of a person in a log entry: their name, or their e-mail without one. */
export function personLabel(user: Named): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** Who did it, as the log shows them (copied: the log outlives name changes). */
export function personRefOf(user: Named & { readonly _id: string }): PersonRef {
  return { _id: user._id, name: personLabel(user), email: user.email };
}

/** The caller of a request as an actor of the log. */
export function actorOf(current: Subject & { readonly user: User }): PersonRef {
  return personRefOf(current.user);
}
