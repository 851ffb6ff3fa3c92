import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { createProgramsRepository } from '../modules/programs/programs.repository.js';
import { createUserGroupsRepository } from '../modules/user-groups/user-groups.repository.js';

export const DEMO_PROGRAM_NAME = 'Rainbow Demo';
const DEMO_GROUP = { en: 'Field team', fr: 'Équipe terrain' };

/** The demo program (its collects: seed-collects.ts); found again by name on later runs. */
export async function ensureDemoProgram(
  db: Firestore,
  clock: Clock,
  admin: PersonRef,
): Promise<string> {
  const programs = createProgramsRepository(db);
  let programId = await programs.findIdByName(DEMO_PROGRAM_NAME);
  if (!programId) {
    programId = programs.newId();
    await programs.create(
      programId,
      {
        name: DEMO_PROGRAM_NAME,
        description:
          'A program to try Rainbow with: its members, a user group and two collects of records.',
        logoPath: null,
        createdBy: admin._id,
      },
      {
        actor: admin,
        activity: {
          programId,
          action: 'PROGRAM_CREATED',
          target: { type: 'PROGRAM', _id: programId, label: DEMO_PROGRAM_NAME },
        },
      },
      clock.now(),
    );
  }
  return programId;
}

/** A user group holding the demo contributor, created once. */
export async function ensureDemoGroup(
  db: Firestore,
  clock: Clock,
  programId: string,
  admin: PersonRef,
  memberIds: string[],
): Promise<void> {
  const groups = createUserGroupsRepository(db);
  const { total } = await groups.list(
    programId,
    { keyword: null },
    { size: 1, page: 1, cursor: null },
  );
  if (total > 0) return;
  await groups.create(
    programId,
    { name: DEMO_GROUP, parentId: null, memberIds },
    {
      actor: admin,
      now: clock.now(),
      describe: (group) => ({
        programId,
        action: 'USER_GROUP_CREATED',
        target: { type: 'USER_GROUP', _id: group._id, label: group.name.en },
      }),
    },
  );
}
