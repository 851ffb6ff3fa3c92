import type { ValidationIssue } from '../../shared/contract/error.schema.js';
import type { InvitationInput } from '../../shared/contract/invitation.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { sameGrant } from '../../shared/permissions/roles.js';

/** What the program holds, for checking a batch of invitations against it. */
export interface ProgramFacts {
  readonly collectIds: ReadonlySet<string>;
  readonly groupIds: ReadonlySet<string>;
}

/** Collects and groups must be the program's own; issues are named `<root>.<index>.<field>`. */
export function referenceIssues(
  inputs: readonly InvitationInput[],
  facts: ProgramFacts,
  root: string,
): ValidationIssue[] {
  return inputs.flatMap((input, index) => {
    const issues: ValidationIssue[] = [];
    const at = (field: string) => (root ? `${root}.${index}.${field}` : field);
    if (input.collect_id && !facts.collectIds.has(input.collect_id)) {
      issues.push({ path: at('collect_id'), message: 'No such collect in this program' });
    }
    if (input.user_group_id && !facts.groupIds.has(input.user_group_id)) {
      issues.push({ path: at('user_group_id'), message: 'No such user group in this program' });
    }
    return issues;
  });
}

/** Inviting someone to a role they already hold in the program is a conflict. */
export function alreadyMemberIssues(
  inputs: readonly InvitationInput[],
  programId: string,
  usersByEmail: ReadonlyMap<string, User>,
  root: string,
): ValidationIssue[] {
  return inputs.flatMap((input, index) => {
    const user = usersByEmail.get(input.email);
    const grant = { program_id: programId, role: input.role, collect_id: input.collect_id };
    if (!user?.roles.some((held) => sameGrant(held, grant))) return [];
    const path = root ? `${root}.${index}.email` : 'email';
    return [{ path, message: 'Already a member of this program with this role' }];
  });
}
