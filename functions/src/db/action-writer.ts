import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import { errorCodeOf, GRPC_ALREADY_EXISTS, GRPC_NOT_FOUND } from '../core/error-codes.js';
import type { Logger } from '../core/logger.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type { Role } from '../shared/contract/user.schema.js';
import { doneActionData, newActionData } from './action-document.js';
import type { ActionDraft } from './action-document.js';
import { actionsCollection, collectRef, programRef, tasksCollection } from './collections.js';

// The system's expected actions, written when an event asks something of someone: an import
// that rejected rows (its starter reviews them), an invitation to an existing account (accept
// it), a contributor given a collect (complete its records). Each action's id is named after
// its event, so an event seen twice (a retried task, a repeated call) writes one action, and
// one marked done stays done. Failures are logged, never thrown: the event itself (an import,
// an invitation) has already succeeded and must not be undone or retried for its reminder.

export interface SystemActions {
  /** A finished task: an import with rejected rows asks its starter to review them. */
  taskFinished(programId: string, taskId: string): Promise<void>;
  /** Invitations sent to people who already have an account: they are asked to accept. */
  invited(invitations: readonly InvitedAccount[]): Promise<void>;
  /** An invitation accepted: its action is done, and a contributor's collect waits for them. */
  accepted(acceptance: AcceptedInvitation): Promise<void>;
  /** A contributor role on a collect was given to someone. */
  collectGiven(programId: string, person: PersonRef, collectId: string): Promise<void>;
}

export interface InvitedAccount {
  readonly invitationId: string;
  readonly programId: string;
  readonly role: Role;
  readonly person: PersonRef;
}

export interface AcceptedInvitation {
  readonly invitationId: string;
  readonly programId: string;
  readonly collectId: string | null;
  readonly person: PersonRef;
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createSystemActions(deps: {
  db: Firestore;
  clock: Clock;
  logger: Logger;
}): SystemActions {
  const { db, clock, logger } = deps;

  const expect = async (programId: string, id: string, draft: ActionDraft) => {
    try {
      await actionsCollection(db, programId).doc(id).create(newActionData(draft, clock.now()));
    } catch (error) {
      if (errorCodeOf(error) === GRPC_ALREADY_EXISTS) return;
      throw error;
    }
  };

  const guarded = async (
    what: string,
    fields: Record<string, string>,
    work: () => Promise<void>,
  ) => {
    try {
      await work();
    } catch (error) {
      logger.write(
        'ERROR',
        'expected_action.write_failed',
        `Expected action not written: ${what}`,
        {
          ...fields,
          error,
        },
      );
    }
  };

  const person = (ref: PersonRef) => ({
    assignee: { type: 'USER' as const, user_id: ref._id },
    assigneeName: ref.name || ref.email,
  });

  const collectGiven = (programId: string, who: PersonRef, collectId: string) =>
    guarded('complete records', { programId, collectId }, async () => {
      const collect = await collectRef(db, programId, collectId).get();
      if (!collect.exists) return;
      const title = stringOf(collect.get('title'));
      await expect(programId, `records-${collectId}-${who._id}`, {
        kind: 'COMPLETE_RECORDS',
        title: `Complete the records of ${title}`,
        description: null,
        ...person(who),
        collectId,
        taskId: null,
        details: { collect_title: title, collect_title_fr: stringOf(collect.get('title_fr')) },
        dueDate: null,
        createdBy: null,
      });
    });

  return {
    taskFinished: (programId, taskId) =>
      guarded('import rejections', { programId, taskId }, async () => {
        const task = await tasksCollection(db, programId).doc(taskId).get();
        const rejected = Number(task.get('counts.rejected') ?? 0);
        const starter = task.get('created_by') as PersonRef | null | undefined;
        if (task.get('type') !== 'IMPORT_CONTENT' || rejected <= 0 || !starter?._id) return;
        const collectId = stringOf(task.get('collect_id')) || null;
        const collect = collectId ? await collectRef(db, programId, collectId).get() : null;
        const title = stringOf(collect?.get('title'));
        await expect(programId, `import-${taskId}`, {
          kind: 'REVIEW_IMPORT_REJECTIONS',
          title: `Review the ${rejected} rows an import into ${title || 'a collect'} rejected`,
          description: null,
          ...person(starter),
          collectId,
          taskId,
          details: {
            rejected,
            collect_title: title,
            collect_title_fr: stringOf(collect?.get('title_fr')),
          },
          dueDate: null,
          createdBy: null,
        });
      }),

    invited: async (invitations) => {
      for (const invitation of invitations) {
        const { programId, invitationId } = invitation;
        await guarded('accept invitation', { programId, invitationId }, async () => {
          const program = await programRef(db, programId).get();
          const name = stringOf(program.get('name'));
          await expect(programId, `invitation-${invitationId}`, {
            kind: 'ACCEPT_INVITATION',
            title: `Accept your invitation to ${name}`,
            description: null,
            ...person(invitation.person),
            collectId: null,
            taskId: null,
            details: { program_name: name, role: invitation.role },
            dueDate: null,
            createdBy: null,
          });
        });
      }
    },

    accepted: async (acceptance) => {
      const { programId, invitationId } = acceptance;
      await guarded('invitation accepted', { programId, invitationId }, async () => {
        // Only invitations to existing accounts have an action: the update (which needs the
        // document to exist) spares every other registration a read. An invitation is accepted
        // once, so its acceptance is the action's completion even if it was marked done before.
        const ref = actionsCollection(db, programId).doc(`invitation-${invitationId}`);
        try {
          await ref.update(doneActionData(acceptance.person, clock.now()));
        } catch (error) {
          if (errorCodeOf(error) !== GRPC_NOT_FOUND) throw error;
        }
      });
      if (acceptance.collectId)
        await collectGiven(programId, acceptance.person, acceptance.collectId);
    },

    collectGiven,
  };
}
