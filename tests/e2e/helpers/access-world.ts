import { api } from '../../support/api-client.js';

/**
 * What the attribution rules browser test prepares through the API (the screens it drives are
 * the rules, the grid and the user group): a collect with records, a user group, and the wait
 * for a rule change to reach the records.
 */

export interface WorldCollect {
  title: string;
  titleFr: string;
  modelId: string;
  fieldsToDisplay: string[];
  filterableFields: string[];
}

/** Creates a collect as `token` (a manager of the program) and answers its id. */
export async function createCollect(
  token: string,
  programId: string,
  collect: WorldCollect,
): Promise<string> {
  const made = await api<{ _id: string }>(`/api/program/${programId}/collect`, {
    token,
    json: {
      title: collect.title,
      title_fr: collect.titleFr,
      model: collect.modelId,
      fieldsToDisplay: collect.fieldsToDisplay,
      filterable_fields: collect.filterableFields,
    },
  });
  if (made.status !== 201) throw new Error(`Collect refused: ${JSON.stringify(made.body)}`);
  return made.body._id;
}

/** Adds records to a collect through new_record; answers their ids in the same order. */
export async function addRecords(
  token: string,
  programId: string,
  collectId: string,
  records: readonly Record<string, unknown>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const fields of records) {
    const created = await api<{ record: { _id: string } }>(
      `/api/programs/${programId}/collects/${collectId}/new_record`,
      { token, json: { fields } },
    );
    if (created.status !== 201) {
      throw new Error(`Record refused: ${created.status} ${JSON.stringify(created.body)}`);
    }
    ids.push(created.body.record._id);
  }
  return ids;
}

/** Creates a user group holding `memberIds` (members of the program); answers its id. */
export async function createGroup(
  token: string,
  programId: string,
  name: { en: string; fr: string },
  memberIds: string[],
): Promise<string> {
  const made = await api<{ userGroup: { _id: string } }>(`/api/programs/${programId}/user-groups`, {
    token,
    json: { name, member_ids: memberIds },
  });
  if (made.status !== 201) throw new Error(`Group refused: ${JSON.stringify(made.body)}`);
  return made.body.userGroup._id;
}

interface RulesProgress {
  state: 'APPLYING' | 'DONE' | 'ERROR';
  done: number;
  total: number;
}

/**
 * A rule that adds a condition reaches the records in a background task: until its progress
 * is DONE a contributor sees fewer records than the rule gives. Answers the last progress read
 * (null: no change has ever needed a task).
 */
export async function waitForRulesApplied(
  token: string,
  collectId: string,
  timeoutMs = 30_000,
): Promise<RulesProgress | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await api<{ collect: { rules_progress: RulesProgress | null } }>(
      `/api/collects/${collectId}`,
      { token },
    );
    if (read.status !== 200) throw new Error(`Collect unreadable: ${JSON.stringify(read.body)}`);
    const progress = read.body.collect.rules_progress;
    if (progress?.state !== 'APPLYING') return progress;
    if (Date.now() > deadline) {
      throw new Error(`Rules still applying after ${timeoutMs} ms: ${JSON.stringify(progress)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
