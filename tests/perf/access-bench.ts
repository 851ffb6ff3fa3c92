import type { CollectResponse } from '../../functions/src/shared/contract/collect.schema.js';
import { PROJECT_ID } from '../../emulators/stack/src/firebase-process.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { contributorTotal, watchApply } from './access-bench-apply.js';
import {
  contributorReach,
  DIRECT_TEAMS,
  directReach,
  FILTER_STATUS,
  GROUP_TEAMS,
  PARENT_GROUP_TEAMS,
  RecordTally,
  WIDE_RULE_STATUS,
  wideReach,
} from './access-bench-data.js';
import { measurePages } from './access-bench-pages.js';
import { printAccessFigures } from './access-bench-report.js';
import type { GroupChangeFigures } from './access-bench-report.js';
import { createAccessWorld, createRule } from './access-bench-setup.js';
import type { AccessWorld } from './access-bench-setup.js';
import { billingReader } from './grid-bench-http.js';
import { loadRecords } from './grid-bench-load.js';

// Issue 12's targets (README, "Attribution rules"), measured through the whole local stack:
// 1. a contributor with three rules (through their group, its parent group, and their own)
//    that match 10% of a 100,000-record collect pages through it 50 at a time;
// 2. rules that reach nearly every record (another person's "status is not enrolled", created
//    with the contributor's) are applied by their task within a minute, and the contributor's
//    calls meanwhile never see more than the rules before or after allow;
// and a group membership change, which needs no apply, takes effect on the next call.
// Records are loaded before any rule, so that apply is the one that gives them their acl.
// Figures are printed beside their targets, never asserted; the run fails only when it is
// broken, including when the contributor's totals differ from what the rules say.

const RECORDS = Number(process.env.RAINBOW_ACCESS_BENCH_RECORDS ?? 100_000);
const CALLS = Number(process.env.RAINBOW_ACCESS_BENCH_CALLS ?? 60);

const inCondition = (values: string[]) => ({ field: 'team', operator: 'IN' as const, values });

/** The contributor's three rules and the other person's wide one, one after the other. */
async function createRules(world: AccessWorld): Promise<void> {
  await createRule(world, { user_group_id: world.groupId }, 'READ', inCondition(GROUP_TEAMS));
  await createRule(
    world,
    { user_group_id: world.parentGroupId },
    'READ',
    inCondition(PARENT_GROUP_TEAMS),
  );
  await createRule(
    world,
    { user_id: world.contributorUser.uid },
    'WRITE',
    inCondition(DIRECT_TEAMS),
  );
  await createRule(world, { user_id: world.otherUser.uid }, 'READ', {
    field: 'status',
    operator: 'NOT_IN',
    values: [WIDE_RULE_STATUS],
  });
}

/** Removes the contributor from their group: access documents change, records need nothing. */
async function leaveGroup(world: AccessWorld, expected: number): Promise<GroupChangeFigures> {
  const before = await contributorTotal(world.contributor, world.collectId);
  const started = performance.now();
  await world.admin.call('PUT', `/api/user-groups/${world.groupId}/remove-user`, {
    user_id: world.contributorUser.uid,
  });
  const callMs = performance.now() - started;
  const after = await contributorTotal(world.contributor, world.collectId);
  const collect = await world.admin.call<CollectResponse>(
    'GET',
    `/api/collects/${world.collectId}`,
  );
  return {
    callMs,
    before,
    after,
    expected,
    state: collect.body.collect.rules_progress?.state ?? 'none',
  };
}

function mismatch(what: string, got: number, expected: number): string[] {
  return got === expected ? [] : [`${what}: the API says ${got}, the rules say ${expected}`];
}

/** The whole access benchmark against a started stack; prints its table. */
export async function runAccessBench(stack: Stack): Promise<void> {
  const world = await createAccessWorld(stack);
  const firestoreHost = `127.0.0.1:${stack.ports.firestore}`;
  const tally = new RecordTally();
  console.log(`[bench] access: loading ${RECORDS.toLocaleString('en-US')} records…`);
  const load = await loadRecords(
    { ...world, firestoreHost, projectId: PROJECT_ID, valuesOf: tally.valuesOf },
    RECORDS,
  );

  console.log('[bench]   creating the rules; the apply task’s progress:');
  const rulesCreated = await watchApply({ ...world, label: 'rules created' }, () =>
    createRules(world),
  );

  const costOf = billingReader(firestoreHost, PROJECT_ID);
  console.log(`[bench]   timing pages of 50 as the contributor (${CALLS} calls per view)…`);
  const pages = await measurePages(world.contributor, world.collectId, costOf, CALLS);
  const signedInReads = await costOf(() =>
    world.contributor.call('GET', '/api/auth/get_current_user'),
  );
  const groupChanged = await leaveGroup(world, tally.count(directReach));

  printAccessFigures({
    load,
    rulesCreated,
    rewritten: tally.count((row) => contributorReach(row) || wideReach(row)),
    pages,
    signedInReads,
    groupChanged,
  });

  const filtered = pages.views.find((figures) => figures.view.params.filters !== undefined);
  const wrong = [
    ...mismatch('total once the rules applied', rulesCreated.after, tally.count(contributorReach)),
    ...mismatch(
      `total with status = ${FILTER_STATUS}`,
      filtered?.matches ?? -1,
      tally.count((row) => contributorReach(row) && row.status === FILTER_STATUS),
    ),
    ...mismatch('total after leaving the group', groupChanged.after, groupChanged.expected),
  ];
  if (wrong.length > 0) throw new Error(`Access benchmark: wrong totals\n${wrong.join('\n')}`);
}
