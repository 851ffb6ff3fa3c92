import type { CurrentUser } from '../../http/request-context.js';
import { forbidden } from '../../core/errors.js';
import type { CollectSummary } from '../../shared/contract/collect.schema.js';
import { canSeeCollects } from '../../shared/permissions/program-content.js';
import { visibleCollects } from '../../shared/permissions/roles.js';
import type { CollectsRepository } from './collects.repository.js';

export interface CollectsService {
  listInProgram(current: CurrentUser, programId: string): Promise<CollectSummary[]>;
}

export function createCollectsService(deps: { collects: CollectsRepository }): CollectsService {
  return {
    async listInProgram(current, programId) {
      if (!canSeeCollects(current, programId)) {
        throw forbidden('Only administrators, managers and contributors see its collects');
      }
      const visible = visibleCollects(current, programId);
      return visible.all
        ? deps.collects.listByProgram(programId)
        : deps.collects.listByIds(programId, visible.collectIds);
    },
  };
}
