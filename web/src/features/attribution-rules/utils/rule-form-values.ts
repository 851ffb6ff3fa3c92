import type { CreateAttributionRuleRequest } from '@shared/contract/attribution-rule.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { z } from 'zod/mini';
import type { PlainForm } from '@/lib/forms/use-plain-form';
import { MAX_VALUES, type RuleOperator, type RuleValue } from './condition-fields';
import type { RuleWords } from './rule-sentence';

/** A value as its input holds it: empty rows stay on screen until the rule is saved. */
export type DraftValue = RuleValue | null;

/** The rule as the form holds it: both subjects' ids, so switching between them loses nothing. */
export interface RuleFormInput {
  collect_id: string;
  subject_type: 'USER' | 'USER_GROUP';
  user_id: string;
  user_group_id: string;
  permission: 'READ' | 'WRITE';
  scope: 'ALL' | 'MATCHING';
  field: string;
  operator: RuleOperator;
  values: DraftValue[];
}

/** What the API is sent to create or change a rule (a change sends the whole rule). */
export type RuleRequest = CreateAttributionRuleRequest;

/** The form as its parts receive it: plain React state (usePlainForm). */
export type RuleFormState = PlainForm<z.input<ReturnType<typeof ruleFormSchema>>, RuleRequest>;

/** The form's fields, for the messages (i18next keys under `form.errors`) put beside them. */
export type RuleFormField = Exclude<keyof RuleFormInput, 'subject_type' | 'scope'>;

function filled(values: readonly DraftValue[]): RuleValue[] {
  return values.filter(
    (value): value is RuleValue =>
      value !== null && !(typeof value === 'string' && value.trim() === ''),
  );
}

/**
 * The form's check, with the collect's fields (a NUMBER field takes numbers only): those of the
 * collect chosen when it runs, which may have been read after the form was drawn.
 */
export function ruleFormSchema(fieldsNow: () => readonly RecordField[]) {
  return z.pipe(
    z
      .object({
        collect_id: z.string(),
        subject_type: z.enum(['USER', 'USER_GROUP']),
        user_id: z.string(),
        user_group_id: z.string(),
        permission: z.enum(['READ', 'WRITE']),
        scope: z.enum(['ALL', 'MATCHING']),
        field: z.string(),
        operator: z.enum(['IN', 'NOT_IN']),
        values: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
      })
      .check(
        z.superRefine((input, context) => {
          const issue = (
            path: RuleFormField,
            message: RuleFormField | 'tooManyValues' | 'numbers',
          ) => context.addIssue({ code: 'custom', path: [path], message });
          if (!input.collect_id) issue('collect_id', 'collect_id');
          if (input.subject_type === 'USER' && !input.user_id) issue('user_id', 'user_id');
          if (input.subject_type === 'USER_GROUP' && !input.user_group_id) {
            issue('user_group_id', 'user_group_id');
          }
          if (input.scope === 'ALL') return;
          const field = fieldsNow().find((candidate) => candidate.variable === input.field);
          if (!field) return issue('field', 'field');
          const values = filled(input.values);
          if (values.length === 0) issue('values', 'values');
          else if (values.length > MAX_VALUES[input.operator]) issue('values', 'tooManyValues');
          else if (
            field.datatype === 'NUMBER' &&
            values.some((value) => typeof value !== 'number')
          ) {
            issue('values', 'numbers');
          }
        }),
      ),
    z.transform(toRequest),
  );
}

function toRequest(input: RuleFormInput): RuleRequest {
  return {
    collect_id: input.collect_id,
    subject:
      input.subject_type === 'USER'
        ? { user_id: input.user_id }
        : { user_group_id: input.user_group_id },
    permission: input.permission,
    condition:
      input.scope === 'ALL'
        ? null
        : {
            field: input.field,
            operator: input.operator,
            values: [...new Set(filled(input.values))],
          },
  };
}

/** What an existing rule (or nothing) fills the form with. */
export interface RuleDefaults {
  collectId: string;
  /** The group of the group route, or the subject of the rule being edited. */
  subject?: { type: 'USER' | 'USER_GROUP'; id: string } | undefined;
  rule?: Pick<RuleWords, 'permission' | 'condition'> | undefined;
}

export function ruleFormDefaults({ collectId, subject, rule }: RuleDefaults): RuleFormInput {
  const condition = rule?.condition ?? null;
  return {
    collect_id: collectId,
    subject_type: subject?.type ?? 'USER_GROUP',
    user_id: subject?.type === 'USER' ? subject.id : '',
    user_group_id: subject?.type === 'USER_GROUP' ? subject.id : '',
    permission: rule?.permission ?? 'READ',
    scope: condition ? 'MATCHING' : 'ALL',
    field: condition?.field ?? '',
    operator: condition?.operator ?? 'IN',
    values: condition ? [...condition.values] : [],
  };
}

/**
 * The form field an issue of the API names: `subject.user_id`, `condition.values.2`,
 * `condition` (a condition refused as a whole is shown on its field).
 */
export function formFieldOf(path: string, subjectType: RuleFormInput['subject_type']) {
  const [head, next] = path.split('.');
  if (head === 'subject') return subjectType === 'USER' ? 'user_id' : 'user_group_id';
  if (head === 'condition') {
    if (next === 'operator') return 'operator';
    if (next === 'values') return 'values';
    return 'field';
  }
  if (head === 'collect_id' || head === 'permission') return head;
  return null;
}
