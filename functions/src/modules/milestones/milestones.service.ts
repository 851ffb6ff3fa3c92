import type { Clock } from '../../core/clock.js';
import { forbidden, invalidField } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import type { MilestoneData } from '../../db/milestone-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  CreateMilestoneRequest,
  Milestone,
  UpdateMilestoneRequest,
} from '../../shared/contract/milestone.schema.js';
import { MILESTONES_MAX } from '../../shared/contract/milestone.schema.js';
import {
  canAccessProgram,
  isProgramManager,
  isSuperAdmin,
} from '../../shared/permissions/roles.js';
import type { MilestonesRepository } from './milestones.repository.js';

export interface MilestonesDeps {
  readonly milestones: MilestonesRepository;
  readonly clock: Clock;
}

export interface MilestonesService {
  list(current: CurrentUser, programId: string, locale: Locale): Promise<Milestone[]>;
  create(
    current: CurrentUser,
    programId: string,
    input: CreateMilestoneRequest,
    locale: Locale,
  ): Promise<Milestone>;
  update(
    current: CurrentUser,
    programId: string,
    id: string,
    input: UpdateMilestoneRequest,
    locale: Locale,
  ): Promise<Milestone>;
  delete(current: CurrentUser, programId: string, id: string): Promise<{ _id: string }>;
}

/** Milestones are read where the dashboard is: by everyone who has a role in the program. */
function assertCanRead(current: CurrentUser, programId: string): void {
  if (!canAccessProgram(current, programId)) {
    throw forbidden('Only the people of this program see its milestones');
  }
}

/** Setting the program's course is the managers' part (and the administrators'). */
function assertCanWrite(current: CurrentUser, programId: string): void {
  assertCanRead(current, programId);
  if (!isSuperAdmin(current) && !isProgramManager(current, programId)) {
    throw forbidden('Only administrators and managers of this program change its milestones');
  }
}

/** `completed_at` follows `completed`: kept while it stays done, cleared when reopened. */
function completion(completed: boolean, before: MilestoneData | null, now: Date) {
  if (!completed) return { completed, completed_at: null };
  return { completed, completed_at: before?.completed ? before.completed_at : now };
}

export function createMilestonesService(deps: MilestonesDeps): MilestonesService {
  const logOf = (current: CurrentUser, locale: Locale) => ({
    actor: actorOf(current),
    now: deps.clock.now(),
    locale,
  });

  return {
    async list(current, programId, locale) {
      assertCanRead(current, programId);
      return deps.milestones.list(programId, locale);
    },

    async create(current, programId, input, locale) {
      assertCanWrite(current, programId);
      if ((await deps.milestones.count(programId)) >= MILESTONES_MAX) {
        throw invalidField('date', `A program holds at most ${MILESTONES_MAX} milestones`);
      }
      const log = logOf(current, locale);
      return deps.milestones.create(
        programId,
        {
          title: { en: input.title_en, fr: input.title_fr ?? null },
          description: input.description ?? null,
          date: input.date,
          ...completion(input.completed ?? false, null, log.now),
        },
        log,
      );
    },

    async update(current, programId, id, input, locale) {
      assertCanWrite(current, programId);
      const log = logOf(current, locale);
      return deps.milestones.update(
        programId,
        id,
        (before) => ({
          title: {
            en: input.title_en ?? before.title.en,
            fr: input.title_fr === undefined ? before.title.fr : input.title_fr,
          },
          description: input.description === undefined ? before.description : input.description,
          date: input.date ?? before.date,
          ...completion(input.completed ?? before.completed, before, log.now),
        }),
        log,
      );
    },

    async delete(current, programId, id) {
      assertCanWrite(current, programId);
      await deps.milestones.delete(programId, id, logOf(current, 'en'));
      return { _id: id };
    },
  };
}
