import { z } from 'zod/mini';
import {
  cursorQuerySchema,
  idSchema,
  isoDateSchema,
  pageSchema,
  paginatedSchema,
} from './common.schema.js';
import { fieldVariableSchema } from './field.schema.js';

// Attribution rules (SPEC.md §6, §7 "Attribution rules"): a rule of a collect gives one user or
// one user group READ or WRITE access to the collect's records, all of them or those whose
// field meets a condition. The permissions module (shared/permissions/collect-access.ts) says
// what a rule grants; this file says what a client may send and what it reads back.

/** WRITE includes READ. */
export const ATTRIBUTION_PERMISSIONS = ['READ', 'WRITE'] as const;
export type AttributionPermission = (typeof ATTRIBUTION_PERMISSIONS)[number];

/**
 * IN: the field equals one of the values; NOT_IN: it equals none of them. On a STRING_ARRAY
 * field (multi-select, checkboxes): contains one of / contains none of.
 */
export const CONDITION_OPERATORS = ['IN', 'NOT_IN'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * Values one condition may list. Enforcement turns a condition into a Firestore filter, whose
 * limits these are: `in` and `array-contains-any` take at most 30 values, `not-in` at most 10.
 */
export const CONDITION_VALUES_MAX: Readonly<Record<ConditionOperator, number>> = {
  IN: 30,
  NOT_IN: 10,
};

export const SUBJECT_TYPES = ['USER', 'USER_GROUP'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** A value as the condition editor sends it: text, a number or a yes/no, by the field's type. */
export const conditionValueSchema = z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  z.number(),
  z.boolean(),
]);

export const attributionConditionSchema = z
  .object({
    field: fieldVariableSchema,
    operator: z.enum(CONDITION_OPERATORS),
    values: z
      .array(conditionValueSchema)
      .check(z.minLength(1), z.maxLength(CONDITION_VALUES_MAX.IN)),
  })
  .check(
    z.superRefine((condition, context) => {
      const max = CONDITION_VALUES_MAX[condition.operator];
      if (condition.values.length > max) {
        context.addIssue({
          code: 'custom',
          path: ['values'],
          message: `${condition.operator} takes at most ${max} values (Firestore's limit)`,
        });
      }
    }),
  );
export type AttributionConditionInput = z.output<typeof attributionConditionSchema>;

/** Exactly one of `user_id` (a member of the program) and `user_group_id` (one of its groups). */
export const ruleSubjectInputSchema = z.pipe(
  z.object({ user_id: z.optional(idSchema), user_group_id: z.optional(idSchema) }).check(
    z.superRefine((subject, context) => {
      const given = [subject.user_id, subject.user_group_id].filter((id) => id !== undefined);
      if (given.length !== 1) {
        context.addIssue({ code: 'custom', message: 'Send either user_id or user_group_id' });
      }
    }),
  ),
  z.transform(({ user_id, user_group_id }): RuleSubjectInput =>
    user_id !== undefined ? { user_id } : { user_group_id: user_group_id ?? '' },
  ),
);
export type RuleSubjectInput = { user_id: string } | { user_group_id: string };

/** POST /api/collects/{collect_id}/attributionRules: `collect_id` repeats the path's. */
export const createAttributionRuleRequestSchema = z.object({
  collect_id: idSchema,
  subject: ruleSubjectInputSchema,
  permission: z.enum(ATTRIBUTION_PERMISSIONS),
  /** Absent or null: the rule covers every record of the collect. */
  condition: z.pipe(
    z.nullish(attributionConditionSchema),
    z.transform((value) => value ?? null),
  ),
});
export type CreateAttributionRuleRequest = z.output<typeof createAttributionRuleRequestSchema>;

/**
 * PUT /api/collects/{collect_id}/attributionRules/{rule_id}: what is sent replaces what the rule
 * held (`condition: null` removes the condition); what is left out stays.
 */
export const updateAttributionRuleRequestSchema = z
  .object({
    collect_id: z.optional(idSchema),
    subject: z.optional(ruleSubjectInputSchema),
    permission: z.optional(z.enum(ATTRIBUTION_PERMISSIONS)),
    condition: z.optional(z.nullable(attributionConditionSchema)),
  })
  .check(
    z.refine(
      (value) =>
        value.subject !== undefined ||
        value.permission !== undefined ||
        value.condition !== undefined,
      { message: 'Send subject, permission or condition' },
    ),
  );
export type UpdateAttributionRuleRequest = z.output<typeof updateAttributionRuleRequestSchema>;

/**
 * GET /api/collects/{collect_id}/attributionRules: newest first, 20 a page. `user_group_id` or
 * `user_id` (one of them: a rule has one subject) keep the rules given to that group or user
 * (the group's screen lists its rules).
 */
export const attributionRulesQuerySchema = z
  .object({
    page: pageSchema,
    cursor: cursorQuerySchema,
    user_group_id: z.optional(idSchema),
    user_id: z.optional(idSchema),
  })
  .check(
    z.refine((query) => query.user_group_id === undefined || query.user_id === undefined, {
      path: ['user_id'],
      message: 'Send user_group_id or user_id, not both',
    }),
  );
export type AttributionRulesQuery = z.infer<typeof attributionRulesQuerySchema>;

/** Who a rule is given to; `label` is the user's name (or e-mail) or the group's name. */
export const ruleSubjectSchema = z.object({
  type: z.enum(SUBJECT_TYPES),
  _id: z.string(),
  label: z.string(),
});
export type RuleSubject = z.infer<typeof ruleSubjectSchema>;

export const attributionConditionResponseSchema = z.object({
  field: z.string(),
  operator: z.enum(CONDITION_OPERATORS),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])),
});

export const attributionRuleSchema = z.object({
  _id: z.string(),
  collect_id: z.string(),
  program_id: z.string(),
  subject: ruleSubjectSchema,
  permission: z.enum(ATTRIBUTION_PERMISSIONS),
  condition: z.nullable(attributionConditionResponseSchema),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type AttributionRule = z.infer<typeof attributionRuleSchema>;

export const attributionRulesResponseSchema = paginatedSchema(
  'attributionRules',
  attributionRuleSchema,
);
export type AttributionRulesResponse = z.infer<typeof attributionRulesResponseSchema>;

export const attributionRuleResponseSchema = z.object({ attributionRule: attributionRuleSchema });
export type AttributionRuleResponse = z.infer<typeof attributionRuleResponseSchema>;

export const deleteAttributionRuleResponseSchema = z.object({ _id: z.string() });
export type DeleteAttributionRuleResponse = z.infer<typeof deleteAttributionRuleResponseSchema>;
