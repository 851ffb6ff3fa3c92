import type { CurrentUser } from '../../http/request-context.js';
import { forbidden } from '../../core/errors.js';
import type {
  ExpectedAction,
  ExpectedActionsQuery,
} from '../../shared/contract/expected-action.schema.js';
import { canSeeExpectedActions } from '../../shared/permissions/program-content.js';
import type { ExpectedActionsRepository } from './expected-actions.repository.js';

export interface ExpectedActionsService {
  list(
    current: CurrentUser,
    programId: string,
    query: ExpectedActionsQuery,
  ): Promise<ExpectedAction[]>;
}

export function createExpectedActionsService(deps: {
  actions: ExpectedActionsRepository;
}): ExpectedActionsService {
  return {
    async list(current, programId, query) {
      if (!canSeeExpectedActions(current, programId)) {
        throw forbidden(
          'Only administrators and contributors of this program see its expected actions',
        );
      }
      return deps.actions.list(programId, { executed: query.executed, limit: query.limit });
    },
  };
}
