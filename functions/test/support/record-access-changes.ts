import { call } from './http.js';
import type { HttpResult } from './http.js';
import { MANAGER, makesCycle, ruleKey } from './record-access-reference.js';
import type { ChangeSpec, RuleSpec } from './record-access-reference.js';
import {
  as,
  conditionText,
  createRule,
  describeRule,
  rulesApplied,
} from './record-access-world.js';
import type { AccessFixture, World } from './record-access-world.js';

// The changes a manager makes to a built world (record-access-world.ts), through the api, with
// the world kept in step for the reference.

const at = <T>(list: readonly T[], index: number): [number, T] | null => {
  if (list.length === 0) return null;
  const position = index % list.length;
  return [position, list[position] as T];
};

/**
 * Makes one change as a manager would and keeps the world in step; answers what it did, or a
 * difference when the api answered otherwise than the reference expects.
 */
export async function applyChange(
  fixture: AccessFixture,
  world: World,
  change: ChangeSpec,
): Promise<{ done: string; differences: string[] }> {
  const { api } = fixture;
  const manager = as(fixture, MANAGER);
  const groupPath = (id: string) => `/api/programs/${world.programId}/user-groups/${id}`;
  const rulePath = (id: string) => `/api/collects/${world.collectId}/attributionRules/${id}`;
  const expectStatus = (done: string, answer: HttpResult, status: number) => ({
    done,
    differences:
      answer.status === status
        ? []
        : [`${done}: ${answer.status}, expected ${status} (${answer.text})`],
  });

  switch (change.kind) {
    case 'removeMember': {
      const found = at(world.groups, change.group);
      const member = found && at(found[1].members, change.member);
      if (!found || !member) return { done: 'nothing (no member to remove)', differences: [] };
      const [index, group] = found;
      const done = `remove ${member[1]} from G${index}`;
      const answer = await call(api, `${groupPath(group.id)}/remove-user`, {
        ...manager,
        method: 'PUT',
        json: { user_id: fixture.people[member[1]].uid },
      });
      if (answer.status === 200) {
        world.groups[index] = { ...group, members: group.members.filter((p) => p !== member[1]) };
      }
      return expectStatus(done, answer, 200);
    }
    case 'deleteRule': {
      const found = at(world.rules, change.rule);
      if (!found) return { done: 'nothing (no rule to delete)', differences: [] };
      const [index, rule] = found;
      const done = `delete rule ${describeRule(rule)}`;
      const answer = await call(api, rulePath(rule.id), { ...manager, method: 'DELETE' });
      if (answer.status === 200) world.rules.splice(index, 1);
      return expectStatus(done, answer, 200);
    }
    case 'reparent': {
      const found = at(world.groups, change.group);
      if (!found) return { done: 'nothing (no group to move)', differences: [] };
      const [index, group] = found;
      const parent = change.parent === null ? null : change.parent % world.groups.length;
      const done = `move G${index} ${parent === null ? 'to the top' : `under G${parent}`}`;
      const cycle = makesCycle(world.groups, index, parent);
      const answer = await call(api, groupPath(group.id), {
        ...manager,
        method: 'PUT',
        json: { parent_id: parent === null ? null : world.groups[parent]?.id },
      });
      if (answer.status === 200) world.groups[index] = { ...group, parent };
      return expectStatus(done, answer, cycle ? 400 : 200);
    }
    case 'addRule': {
      const { subject } = change.rule;
      const rule: RuleSpec =
        'group' in subject
          ? { ...change.rule, subject: { group: subject.group % Math.max(1, world.groups.length) } }
          : change.rule;
      if ('group' in rule.subject && world.groups.length === 0) {
        return { done: 'nothing (no group to give a rule)', differences: [] };
      }
      const done = `add rule ${describeRule(rule)}`;
      const duplicate = world.rules.some((other) => ruleKey(other) === ruleKey(rule));
      const answer = await createRule(fixture, world, rule);
      if (answer.status === 201) world.rules.push({ ...rule, id: answer.body.attributionRule._id });
      await rulesApplied(fixture, world);
      return expectStatus(done, answer, duplicate ? 409 : 201);
    }
    case 'editCondition': {
      const found = at(world.rules, change.rule);
      if (!found) return { done: 'nothing (no rule to edit)', differences: [] };
      const [index, rule] = found;
      const next: RuleSpec = { ...rule, condition: change.condition };
      const done = `change rule ${describeRule(rule)} to ${conditionText(change.condition)}`;
      const duplicate = world.rules.some(
        (other, position) => position !== index && ruleKey(other) === ruleKey(next),
      );
      const answer = await call(api, rulePath(rule.id), {
        ...manager,
        method: 'PUT',
        json: { condition: change.condition },
      });
      if (answer.status === 200) world.rules[index] = { ...next, id: rule.id };
      await rulesApplied(fixture, world);
      return expectStatus(done, answer, duplicate ? 409 : 200);
    }
  }
}
