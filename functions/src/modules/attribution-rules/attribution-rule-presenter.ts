import type { ActivityDraft } from '../../db/activity-document.js';
import { subjectIdOf, subjectTypeOf } from '../../db/attribution-rule-document.js';
import type { StoredAttributionRule } from '../../db/attribution-rule-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import type { AttributionRule } from '../../shared/contract/attribution-rule.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { SubjectName } from './attribution-rules.repository.js';

// What clients and the activity log see of a rule: its subject named (a person's name or
// e-mail, a group's name in the caller's language), never the stored document.

/** A subject that left the program (a deleted group, a removed member) is shown by its id. */
function labelOf(rule: StoredAttributionRule, name: SubjectName | null, locale: Locale): string {
  if (!name) return subjectIdOf(rule.subject);
  return 'person' in name ? name.person : name.group[locale] || name.group.en;
}

export function toAttributionRule(
  rule: StoredAttributionRule,
  name: SubjectName | null,
  locale: Locale,
): AttributionRule {
  return {
    _id: rule.id,
    collect_id: rule.collectId,
    program_id: rule.programId,
    subject: {
      type: subjectTypeOf(rule.subject),
      _id: subjectIdOf(rule.subject),
      label: labelOf(rule, name, locale),
    },
    permission: rule.permission,
    condition: rule.condition
      ? {
          field: rule.condition.field,
          operator: rule.condition.operator,
          values: [...rule.condition.values],
        }
      : null,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}

/**
 * The log entry of a rule's change: the collect is the target (rules have no page of their
 * own), the rule and its subject are in the details, copied since the log outlives them.
 */
export function ruleActivity(
  action: Extract<ActivityAction, `ATTRIBUTION_RULE_${string}`>,
  collect: Pick<StoredCollect, 'id' | 'programId' | 'title'>,
  rule: StoredAttributionRule,
  name: SubjectName | null,
): ActivityDraft {
  return {
    programId: collect.programId,
    action,
    target: { type: 'COLLECT', _id: collect.id, label: collect.title },
    details: {
      rule_id: rule.id,
      subject_type: subjectTypeOf(rule.subject),
      subject_id: subjectIdOf(rule.subject),
      subject_label: labelOf(rule, name, 'en'),
      permission: rule.permission,
      condition_field: rule.condition?.field ?? null,
      condition_operator: rule.condition?.operator ?? null,
      condition_values: rule.condition?.values.map(String) ?? [],
    },
  };
}
