import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { fieldLabel, optionLabel } from '@/components/fields/field-text';
import { operatorWording, type RuleOperator, type RuleValue } from './condition-fields';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a sentence needs of a rule, whichever screen holds it. */
export interface RuleWords {
  readonly subject: { readonly type: 'USER' | 'USER_GROUP'; readonly label: string };
  readonly permission: 'READ' | 'WRITE';
  readonly condition?: {
    readonly field: string;
    readonly operator: RuleOperator;
    readonly values: readonly RuleValue[];
  } | null;
}

function valueText(field: RecordField | undefined, value: RuleValue, locale: Locale, t: Translate) {
  if (typeof value === 'boolean') return t(value ? 'sentence.yes' : 'sentence.no');
  if (field && field.options.length > 0) return optionLabel(field, value, locale);
  return String(value);
}

/** Which records a rule gives, in words: "records whose Region is one of North, East". */
export function conditionSentence(
  condition: RuleWords['condition'],
  fields: readonly RecordField[],
  locale: Locale,
  t: Translate,
): string {
  if (!condition) return t('sentence.all');
  const field = fields.find((candidate) => candidate.variable === condition.field);
  const values = condition.values.map((value) => valueText(field, value, locale, t)).join(', ');
  return t(`sentence.condition.${operatorWording(field, condition.operator)}`, {
    field: field ? fieldLabel(field, locale) : condition.field,
    values,
  });
}

/** A rule in words: "Group Field team North — can edit — records whose Region is one of North". */
export function ruleSentence(
  rule: RuleWords,
  fields: readonly RecordField[],
  locale: Locale,
  t: Translate,
): string {
  const subject = t(rule.subject.type === 'USER' ? 'sentence.user' : 'sentence.group', {
    name: rule.subject.label,
  });
  return [
    subject,
    t(`sentence.permission.${rule.permission}`),
    conditionSentence(rule.condition, fields, locale, t),
  ].join(' — ');
}
