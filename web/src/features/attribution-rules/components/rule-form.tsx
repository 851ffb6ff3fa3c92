import { Alert, Button, Card, Divider, Group, Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useCollect } from '@/lib/collect/get-collect';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useSaveAttributionRule } from '../api/save-attribution-rule';
import { MAX_VALUES } from '../utils/condition-fields';
import {
  formFieldOf,
  ruleFormDefaults,
  ruleFormSchema,
  type RuleFormField,
} from '../utils/rule-form-values';
import { CollectPicker } from './collect-picker';
import { ConditionEditor } from './condition-editor';
import { PermissionField } from './permission-field';
import { SubjectFields } from './subject-fields';

const NO_FIELDS: readonly RecordField[] = [];
// In the order the form shows them.
const FIELDS = [
  'collect_id',
  'subject_type',
  'user_id',
  'user_group_id',
  'permission',
  'scope',
  'field',
  'operator',
  'values',
] as const;

interface RuleFormProps {
  programId: string;
  /** The rule's collect; null lets the user pick one (the user group's route). */
  collectId: string | null;
  /** The group of the user group's route, given the rule without a choice. */
  fixedGroup?: { id: string; name: string } | undefined;
  /** The rule to change; none creates one. */
  rule?: AttributionRule | undefined;
  /** Where a save or a cancel leads (an app path, before the locale prefix). */
  doneTo: string;
}

/** Subject, permission and condition of one rule; a save goes back to where the form came from. */
export function RuleForm({ programId, collectId, fixedGroup, rule, doneTo }: RuleFormProps) {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSaveAttributionRule();
  const defaults = useMemo(
    () =>
      ruleFormDefaults({
        collectId: collectId ?? '',
        subject: fixedGroup
          ? { type: 'USER_GROUP', id: fixedGroup.id }
          : rule && { type: rule.subject.type, id: rule.subject._id },
        rule: rule ?? undefined,
      }),
    [collectId, fixedGroup, rule],
  );
  // Plain React state (usePlainForm): no react-hook-form on the rule screens' first load. The
  // values are checked against the fields of the collect chosen, once they have come.
  const schema = ruleFormSchema(() => fields);
  const form = usePlainForm(schema, defaults, FIELDS, {
    fieldOf: (path): string | null => formFieldOf(path, form.values.subject_type),
    serverMessage: (_issue, field) => `form.serverErrors.${field}`,
  });
  const { errors, isDirty, isSubmitting } = form;
  const { collect_id: chosenCollect, operator } = form.values;
  const collect = useCollect(chosenCollect, Boolean(chosenCollect));
  const fields = collect.data?.fields ?? NO_FIELDS;

  const guard = useUnsavedChangesGuard(() => isDirty && !isSubmitting, {
    title: t('unsaved.title'),
    body: t('unsaved.body'),
    leave: t('unsaved.leave'),
  });

  const errorText = (name: RuleFormField) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.fromServer && error.message) return t(error.message);
    return t(`form.errors.${error.message || name}`, { max: MAX_VALUES[operator] });
  };

  const onSubmit = form.handleSubmit(async (request) => {
    await save.mutateAsync({ ruleId: rule?._id, request });
    guard.allow();
    notifications.show({ color: 'teal', message: t(rule ? 'form.updated' : 'form.created') });
    await navigate(localePath(doneTo));
  });

  return (
    <Card maw={880}>
      {guard.prompt}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {collectId === null && (
            <CollectPicker
              programId={programId}
              value={chosenCollect}
              // A condition names a field of the collect it was made for.
              onChange={(next) => form.patch({ collect_id: next, field: '', values: [] })}
              error={errorText('collect_id')}
            />
          )}
          <SubjectFields
            programId={programId}
            form={form}
            fixedGroupName={fixedGroup?.name}
            currentUser={
              rule?.subject.type === 'USER'
                ? { value: rule.subject._id, label: rule.subject.label }
                : undefined
            }
            errorText={errorText}
          />
          <PermissionField form={form} />
          <Divider />
          {!chosenCollect ? (
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {t('form.pickCollectFirst')}
            </Alert>
          ) : collect.isError ? (
            <FormErrorAlert message={t('form.fieldsError')} />
          ) : collect.isPending ? (
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {t('form.fieldsLoading')}
            </Alert>
          ) : (
            <ConditionEditor
              form={form}
              fields={collect.data.fields}
              locale={locale}
              errorText={errorText}
            />
          )}
          <FormErrorAlert
            message={save.error && t(errorMessageKey(save.error, 'attributionRule'))}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void navigate(localePath(doneTo))}
              disabled={save.isPending}
            >
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {rule ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
