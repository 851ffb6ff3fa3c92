import fc from 'fast-check';

// The property test of attribution rules (record-access.property.test.ts) compares what the api
// answers with this plain reading of SPEC §6 and issue 12, written without the api's code: a
// person sees a record when they are a contributor of the collect and one of their rules (given
// to them, or to one of their groups or an ancestor of one) has no condition or a condition the
// record meets; they may write when such a rule is a WRITE rule. IN is "equals one of" (on a
// list: "contains one of"), NOT_IN "equals none of" ("contains none of"), values compared as
// trimmed text. Administrators and managers see and write everything.

/** The people of a world: four contributors of the collect, one member who is not, a manager. */
export const CONTRIBUTORS = ['c0', 'c1', 'c2', 'c3'] as const;
export const OUTSIDER = 'outsider';
export const MANAGER = 'manager';
export const RULE_PEOPLE = [...CONTRIBUTORS, OUTSIDER] as const;
export const PEOPLE = [...RULE_PEOPLE, MANAGER] as const;
export type RulePerson = (typeof RULE_PEOPLE)[number];
export type Person = (typeof PEOPLE)[number];

export const STATUS_OPTIONS = ['open', 'late', 'closed'] as const;
export const TAG_OPTIONS = ['red', 'blue', 'green'] as const;
export const DISTRICTS = ['north', 'south', 'east'] as const;
export const AMOUNTS = [1, 2, 2.5] as const;

export type FieldValue = string | number | boolean | string[] | null;
/** A record's values by variable, as the api stored them. */
export type Values = Readonly<Record<string, FieldValue>>;

export type ConditionField = 'status' | 'tags' | 'district' | 'amount';
export interface ConditionSpec {
  readonly field: ConditionField;
  readonly operator: 'IN' | 'NOT_IN';
  readonly values: readonly (string | number)[];
}

export type SubjectSpec = { readonly user: RulePerson } | { readonly group: number };

export interface RuleSpec {
  readonly subject: SubjectSpec;
  readonly permission: 'READ' | 'WRITE';
  readonly condition: ConditionSpec | null;
}

export interface GroupSpec {
  /** Index of an earlier group, or null (top level). */
  readonly parent: number | null;
  readonly members: readonly RulePerson[];
}

export interface RecordSpec {
  readonly values: Values;
  /** Created after the rules (its acl from its writer) rather than before (from the task). */
  readonly late: boolean;
}

export interface FilterSpec {
  readonly field: 'status' | 'district' | 'amount';
  readonly op: 'eq' | 'in';
  readonly value: string | number | readonly (string | number)[];
}

export type WriteSpec =
  | {
      readonly kind: 'update';
      readonly person: Person;
      readonly record: number;
      readonly change: Values;
    }
  | { readonly kind: 'create'; readonly person: Person; readonly values: Values };

export interface WorldSpec {
  readonly groups: readonly GroupSpec[];
  readonly rules: readonly RuleSpec[];
  readonly records: readonly RecordSpec[];
  readonly filter: FilterSpec;
}

/** The state the reference reads: groups, rules and records as they are now. */
export interface Model {
  readonly groups: readonly GroupSpec[];
  readonly rules: readonly RuleSpec[];
  /** Record values by record name (r00, r01… in creation order, n0… for contributors'). */
  readonly records: ReadonlyMap<string, Values>;
}

const pick = <T>(pool: readonly T[]) => fc.constantFrom(...pool);

// Record values: small domains so that conditions and filters hit; stray spaces and empty
// values included (an empty field equals no value: NOT_IN lets it through, IN does not).
const valuesArbitrary: fc.Arbitrary<Values> = fc.record({
  status: pick([null, ...STATUS_OPTIONS]),
  tags: pick([[], ['red'], ['blue'], ['blue', 'red'], ['green', 'red'], ['green']]),
  district: pick([null, 'north', 'south', 'east', ' north', 'south ']),
  amount: pick([null, 1, 2, 2.5]),
});

const valueChangeArbitrary: fc.Arbitrary<Values> = fc
  .record(
    {
      status: pick([null, ...STATUS_OPTIONS]),
      tags: pick([[], ['red'], ['blue', 'green']]),
      district: pick([null, 'north', 'south', 'east']),
      amount: pick([null, 1, 2.5]),
    },
    { requiredKeys: [] },
  )
  .filter((change) => Object.keys(change).length > 0);

const DOMAINS: Readonly<Record<ConditionField, readonly (string | number)[]>> = {
  status: STATUS_OPTIONS,
  tags: TAG_OPTIONS,
  district: DISTRICTS,
  amount: AMOUNTS,
};

/** Sorted, without repeats: the form the api's duplicate check compares. */
const canonical = (values: readonly (string | number)[]) =>
  [...new Set(values)].sort((a, b) => String(a).localeCompare(String(b)));

export const conditionArbitrary: fc.Arbitrary<ConditionSpec> = pick(
  Object.keys(DOMAINS) as ConditionField[],
).chain((field) =>
  fc.record({
    field: fc.constant(field),
    operator: pick(['IN', 'NOT_IN'] as const),
    values: fc.subarray([...DOMAINS[field]], { minLength: 1, maxLength: 2 }).map(canonical),
  }),
);

export const subjectArbitrary = (groups: number): fc.Arbitrary<SubjectSpec> =>
  groups === 0
    ? pick(RULE_PEOPLE).map((user) => ({ user }))
    : fc.oneof(
        pick(RULE_PEOPLE).map((user): SubjectSpec => ({ user })),
        fc.integer({ min: 0, max: groups - 1 }).map((group): SubjectSpec => ({ group })),
      );

export const ruleArbitrary = (groups: number): fc.Arbitrary<RuleSpec> =>
  fc.record({
    subject: subjectArbitrary(groups),
    permission: pick(['READ', 'WRITE'] as const),
    condition: fc.option(conditionArbitrary, { freq: 5, nil: null }),
  });

/** What makes two rules the same rule for the api (which refuses the second, 409). */
export const ruleKey = (rule: RuleSpec) =>
  JSON.stringify([rule.subject, rule.permission, rule.condition]);

const groupsArbitrary: fc.Arbitrary<GroupSpec[]> = fc.integer({ min: 0, max: 4 }).chain((count) =>
  fc.tuple(
    ...Array.from({ length: count }, (_, index) =>
      fc.record({
        parent: index === 0 ? fc.constant(null) : fc.option(fc.nat(index - 1), { nil: null }),
        members: fc.subarray([...RULE_PEOPLE], { maxLength: 3 }),
      }),
    ),
  ),
);

const filterArbitrary: fc.Arbitrary<FilterSpec> = fc.oneof(
  fc.record({
    field: fc.constant('status' as const),
    op: fc.constant('eq' as const),
    value: pick(STATUS_OPTIONS),
  }),
  fc.record({
    field: fc.constant('district' as const),
    op: fc.constant('eq' as const),
    value: pick(DISTRICTS),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    op: fc.constant('eq' as const),
    value: pick(AMOUNTS),
  }),
  fc.record({
    field: fc.constant('status' as const),
    op: fc.constant('in' as const),
    value: fc.subarray([...STATUS_OPTIONS], { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    op: fc.constant('in' as const),
    value: fc.subarray([...AMOUNTS], { minLength: 1, maxLength: 2 }),
  }),
);

export const worldArbitrary: fc.Arbitrary<WorldSpec> = groupsArbitrary.chain((groups) =>
  fc.record({
    groups: fc.constant(groups),
    rules: fc.uniqueArray(ruleArbitrary(groups.length), {
      minLength: 1,
      maxLength: 6,
      selector: ruleKey,
    }),
    records: fc.array(fc.record({ values: valuesArbitrary, late: fc.boolean() }), {
      minLength: 10,
      maxLength: 24,
    }),
    filter: filterArbitrary,
  }),
);

export const writesArbitrary = (records: number): fc.Arbitrary<WriteSpec[]> =>
  fc.array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('update' as const),
          person: pick(RULE_PEOPLE),
          record: fc.nat(Math.max(0, records - 1)),
          change: valueChangeArbitrary,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('create' as const),
          person: pick(RULE_PEOPLE),
          values: valuesArbitrary,
        }),
      },
    ),
    { minLength: 2, maxLength: 5 },
  );

/** The record's names in creation order: r00, r01, … */
export const recordName = (index: number) => `r${String(index).padStart(2, '0')}`;

// --- The reference ----------------------------------------------------------------------

const text = (value: unknown) => String(value).trim();

/** The values of a field compared by a condition: a list's entries, or the one value. */
function presentTexts(value: FieldValue | undefined): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items
    .filter(
      (item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
    )
    .map(text);
}

export function meets(condition: ConditionSpec, values: Values): boolean {
  const listed = new Set(condition.values.map(text));
  const hit = presentTexts(values[condition.field]).some((value) => listed.has(value));
  return condition.operator === 'IN' ? hit : !hit;
}

/** The groups a person's rules come through: theirs, and every ancestor of theirs. */
export function groupsOf(person: Person, groups: readonly GroupSpec[]): Set<number> {
  const found = new Set<number>();
  groups.forEach((group, index) => {
    if (!group.members.includes(person as RulePerson)) return;
    let current: number | null = index;
    while (current !== null && !found.has(current)) {
      found.add(current);
      current = groups[current]?.parent ?? null;
    }
  });
  return found;
}

export const isContributor = (person: Person) =>
  (CONTRIBUTORS as readonly string[]).includes(person);

function rulesOf(person: Person, model: Model): RuleSpec[] {
  const groups = groupsOf(person, model.groups);
  return model.rules.filter((rule) =>
    'user' in rule.subject ? rule.subject.user === person : groups.has(rule.subject.group),
  );
}

export function sees(person: Person, values: Values, model: Model): boolean {
  if (person === MANAGER) return true;
  if (!isContributor(person)) return false;
  return rulesOf(person, model).some((rule) => !rule.condition || meets(rule.condition, values));
}

export function writes(person: Person, values: Values, model: Model): boolean {
  if (person === MANAGER) return true;
  if (!isContributor(person)) return false;
  return rulesOf(person, model).some(
    (rule) => rule.permission === 'WRITE' && (!rule.condition || meets(rule.condition, values)),
  );
}

/**
 * What a write is answered: allowed (200, 201 for a create); 403 without a WRITE rule; 404 for
 * a record the person does not see (as an unknown id: its existence is not theirs to know);
 * 400 on a field when their WRITE rules do not cover the values as they would be (the form
 * shows it, SPEC §4).
 */
export function writeAnswer(
  person: Person,
  before: Values | null,
  after: Values,
  model: Model,
): 'allowed' | 403 | 404 | 400 {
  if (person === MANAGER) return 'allowed';
  const writeRules = rulesOf(person, model).some((rule) => rule.permission === 'WRITE');
  if (!isContributor(person) || !writeRules) return 403;
  if (before !== null && !sees(person, before, model)) return 404;
  return writes(person, after, model) ? 'allowed' : 400;
}

/** The grid's eq / in filter: the stored value equals (one of) the value(s), type included. */
export function passes(filter: FilterSpec, values: Values): boolean {
  const stored = values[filter.field];
  const wanted: readonly unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  return wanted.some((value) => value === stored);
}

/** The names of the records `person` sees, sorted, within `filter` when given. */
export function visibleRecords(person: Person, model: Model, filter?: FilterSpec): string[] {
  return [...model.records]
    .filter(([, values]) => sees(person, values, model) && (!filter || passes(filter, values)))
    .map(([name]) => name)
    .sort();
}

/** Whether making `group` a child of `parent` would put it under itself. */
export function makesCycle(groups: readonly GroupSpec[], group: number, parent: number | null) {
  for (let current = parent; current !== null; current = groups[current]?.parent ?? null) {
    if (current === group) return true;
  }
  return false;
}

// --- Changes --------------------------------------------------------------------------------

/** One change a manager makes; indexes are taken modulo what exists when it is made. */
export type ChangeSpec =
  | { readonly kind: 'removeMember'; readonly group: number; readonly member: number }
  | { readonly kind: 'deleteRule'; readonly rule: number }
  | { readonly kind: 'reparent'; readonly group: number; readonly parent: number | null }
  | { readonly kind: 'addRule'; readonly rule: RuleSpec }
  | {
      readonly kind: 'editCondition';
      readonly rule: number;
      readonly condition: ConditionSpec | null;
    };

export const changeArbitrary: fc.Arbitrary<ChangeSpec> = fc.oneof(
  fc.record({ kind: fc.constant('removeMember' as const), group: fc.nat(3), member: fc.nat(2) }),
  fc.record({ kind: fc.constant('deleteRule' as const), rule: fc.nat(5) }),
  fc.record({
    kind: fc.constant('reparent' as const),
    group: fc.nat(3),
    parent: fc.option(fc.nat(3), { nil: null }),
  }),
  fc.record({ kind: fc.constant('addRule' as const), rule: ruleArbitrary(4) }),
  fc.record({
    kind: fc.constant('editCondition' as const),
    rule: fc.nat(5),
    condition: fc.option(conditionArbitrary, { freq: 4, nil: null }),
  }),
);
