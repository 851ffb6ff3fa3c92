import { notFound } from '../../core/errors.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { AuthAccounts } from '../auth/auth-accounts.js';
import type { UsersRepository } from './users.repository.js';

// Beyond this many concurrent changes of one user's status, the last call may stop before
// matching Auth; any later status call (even one that changes nothing) finishes the job.
const MAX_ROUNDS = 5;

/**
 * Makes the sign-in account (Firebase Auth `disabled`) match the status stored in `users/{uid}`,
 * which is the truth: sets it from the stored status, then reads the status again and, if a
 * concurrent call changed it meanwhile, follows that change too. So whichever call writes Auth
 * last writes the status it read after every other call's write, and two calls in any order
 * leave both sides agreeing. Idempotent: a call after an Auth failure converges. Answers the
 * user as last read.
 */
export async function matchSignInAccount(
  user: User,
  deps: {
    readonly users: Pick<UsersRepository, 'findById'>;
    readonly accounts: Pick<AuthAccounts, 'setDisabled'>;
  },
): Promise<User> {
  let written = user;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await deps.accounts.setDisabled(written._id, written.status === 'DISABLED');
    const stored = await deps.users.findById(written._id);
    if (!stored) throw notFound('User not found');
    if (stored.status === written.status) return stored;
    written = stored;
  }
  return written;
}
