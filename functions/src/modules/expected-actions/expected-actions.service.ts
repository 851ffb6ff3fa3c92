import type { Clock } from '../../core/clock.js';
import { forbidden, invalidField } from '../../core/errors.js';
import { actorOf, personLabel } from '../../core/person-ref.js';
import { userAudience } from '../../db/action-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import type {
  CreateExpectedActionRequest,
  ExpectedAction,
  ExpectedActionsQuery,
} from '../../shared/contract/expected-action.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { canAccessProgram } from '../../shared/permissions/roles.js';
import { canMarkActionDone, managesActions } from '../../shared/permissions/expected-actions.js';
import { audienceFor } from './expected-action-audience.js';
import type { ExpectedActionsRepository } from './expected-actions.repository.js';

export interface ExpectedActionsDeps {
  readonly actions: ExpectedActionsRepository;
  readonly findUser: (uid: string) => Promise<User | null>;
  /** The ids among `collectIds` that are collects of the program. */
  readonly existingCollects: (programId: string, collectIds: string[]) => Promise<Set<string>>;
  readonly clock: Clock;
}

export interface ExpectedActionsService {
  list(
    current: CurrentUser,
    programId: string,
    query: ExpectedActionsQuery,
  ): Promise<ExpectedAction[]>;
  create(
    current: CurrentUser,
    programId: string,
    input: CreateExpectedActionRequest,
  ): Promise<ExpectedAction>;
  markDone(current: CurrentUser, programId: string, actionId: string): Promise<ExpectedAction>;
}

const refused = () =>
  forbidden('Only the people of this program, and those it asks something of, see its actions');

export function createExpectedActionsService(deps: ExpectedActionsDeps): ExpectedActionsService {
  /** The assignee's name, after checking they are someone of the program. */
  const assigneeName = async (programId: string, input: CreateExpectedActionRequest) => {
    if (input.assignee.type === 'ROLE') return null;
    const user = await deps.findUser(input.assignee.user_id);
    if (!user?.roles.some((grant) => grant.program_id === programId)) {
      throw invalidField('assignee.user_id', 'Not a member of this program');
    }
    return personLabel(user);
  };

  return {
    async list(current, programId, query) {
      const options = { executed: query.executed, limit: query.limit };
      if (canAccessProgram(current, programId)) {
        const audience = audienceFor(current, programId);
        return deps.actions.list(programId, { ...options, audience });
      }
      // Someone invited to the program, not in it yet, may read what it asks of them there.
      const mine = [userAudience(current.uid)];
      const any = await deps.actions.list(programId, { limit: 1, audience: mine });
      if (any.length === 0) throw refused();
      return deps.actions.list(programId, { ...options, audience: mine });
    },

    async create(current, programId, input) {
      if (!managesActions(current, programId)) {
        throw forbidden('Only administrators and managers of this program ask things of people');
      }
      const name = await assigneeName(programId, input);
      if (input.collect_id) {
        const found = await deps.existingCollects(programId, [input.collect_id]);
        if (!found.has(input.collect_id)) {
          throw invalidField('collect_id', 'Not a collect of this program');
        }
      }
      return deps.actions.create(
        programId,
        {
          kind: 'MANUAL',
          title: input.title,
          description: input.description || null,
          assignee: input.assignee,
          assigneeName: name,
          collectId: input.collect_id ?? null,
          taskId: null,
          details: {},
          dueDate: input.due_date ?? null,
          createdBy: actorOf(current),
        },
        deps.clock.now(),
      );
    },

    async markDone(current, programId, actionId) {
      const { action } = await deps.actions.markDone(
        programId,
        actionId,
        (found) => {
          if (!canMarkActionDone(found, current, programId)) {
            throw forbidden('This action is not addressed to you');
          }
        },
        actorOf(current),
        deps.clock.now(),
      );
      return action;
    },
  };
}
