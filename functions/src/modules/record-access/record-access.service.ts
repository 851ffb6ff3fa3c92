import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { TaskHandler, TaskQueue } from '../../core/queue/task-queue.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { PendingApply, RecordAccessRepository } from './record-access.repository.js';
import { reachOf, readsAccess } from '../../shared/permissions/record-reach.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';

/** The queue whose handler applies changed rule conditions to a collect's records. */
export const APPLY_RULES_QUEUE = 'applyAttributionRules';

export interface RecordAccessDeps {
  readonly access: RecordAccessRepository;
  readonly queue: TaskQueue;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface RecordAccessService {
  /** A person's reach in a collect's records (one read, of their access, for contributors). */
  reachOf(subject: Subject, collect: ReachCollect): Promise<RecordReach>;
  /**
   * After a collect's attribution rules changed: access documents follow before the call
   * answers (the next call applies them), records learn new conditions in a task.
   */
  rulesChanged(programId: string, collectId: string): Promise<void>;
  /** After the program's user groups (members, parents) changed: every collect's access. */
  groupsChanged(programId: string): Promise<void>;
  /** Queues again an apply whose run stopped half-way (tasks' resume of stale tasks). */
  resumeApply(task: { programId: string; collectId: string | null; id: string }): Promise<void>;
}

export function createRecordAccessService(deps: RecordAccessDeps): RecordAccessService {
  const { access, queue, clock } = deps;

  const enqueue = async (pending: PendingApply | null) => {
    if (!pending) return;
    await queue.enqueue(APPLY_RULES_QUEUE, { ...pending });
  };

  return {
    async reachOf(subject, collect) {
      const stored = readsAccess(subject, collect)
        ? await access.findAccess(collect.programId, collect.id, subject.uid)
        : null;
      return reachOf(subject, collect, stored);
    },

    async rulesChanged(programId, collectId) {
      await enqueue(await access.refreshCollect(programId, collectId, clock.now()));
    },

    async groupsChanged(programId) {
      for (const collectId of await access.collectIds(programId)) {
        await enqueue(await access.refreshCollect(programId, collectId, clock.now()));
      }
    },

    async resumeApply(task) {
      if (!task.collectId) return;
      // The apply starts over: it rewrites only the records still out of date.
      await enqueue(await access.pendingOf(task.programId, task.collectId, task.id));
    },
  };
}

/** The task handler: runs an apply, its progress saved on the task and on the collect. */
export function applyRulesHandler(deps: {
  readonly access: RecordAccessRepository;
  readonly clock: Clock;
  readonly logger: Logger;
}): TaskHandler {
  return async (payload) => {
    const pending = payload as unknown as PendingApply;
    const started = deps.clock.now().getTime();
    let last = { done: 0, total: 0 };
    try {
      const finished = await deps.access.applyConditions(pending, (progress) => {
        last = progress;
        return deps.access.saveProgress(
          pending,
          { state: 'APPLYING', ...progress },
          deps.clock.now(),
        );
      });
      // Replaced by a newer apply: saving marks this task so (CANCELLED) and leaves the rest.
      const current = await deps.access.saveProgress(
        pending,
        { state: finished ? 'DONE' : 'APPLYING', ...last },
        deps.clock.now(),
      );
      if (!finished || !current) return;
      logs.rulesApplied(deps.logger, {
        collectId: pending.collectId,
        records: last.done,
        durationMs: deps.clock.now().getTime() - started,
      });
    } catch (error) {
      await deps.access.saveProgress(pending, { state: 'ERROR', ...last }, deps.clock.now());
      throw error;
    }
  };
}
