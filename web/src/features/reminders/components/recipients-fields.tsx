import { Stack, Text } from '@mantine/core';
import type { Reminder } from '@shared/contract/reminder.schema';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { groupName } from '@/lib/program/group-name';
import type { ReminderFormField, ReminderFormValues } from '../utils/reminder-form-values';
import { MemberMultiSelect } from './member-multi-select';

interface RecipientsFieldsProps {
  programId: string;
  control: Control<ReminderFormValues>;
  reminder?: Reminder | undefined;
  errorText: (field: ReminderFormField) => string | undefined;
}

/** Who receives it: members, user groups (with their sub-groups) and collects' contributors. */
export function RecipientsFields({
  programId,
  control,
  reminder,
  errorText,
}: RecipientsFieldsProps) {
  const { t } = useTranslation('reminders');
  const locale = useLocale();
  const groups = useAllUserGroups(programId);
  const collects = useProgramCollects(programId);
  const groupData = (groups.data ?? [])
    .map((group) => ({ value: group._id, label: groupName(group, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const collectData = (collects.data ?? []).map((collect) => ({
    value: collect._id,
    label: collectTitle(collect, locale),
  }));
  const known = (reminder?.people ?? []).map((person) => ({
    value: person._id,
    label: person.name === person.email ? person.email : `${person.name} (${person.email})`,
  }));

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {t('form.recipients')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('form.recipientsHint')}
      </Text>
      <Controller
        control={control}
        name="user_ids"
        render={({ field }) => (
          <MemberMultiSelect
            programId={programId}
            value={field.value}
            onChange={field.onChange}
            known={known}
            error={errorText('user_ids')}
          />
        )}
      />
      <Controller
        control={control}
        name="user_group_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('form.groups')}
            description={t('form.groupsHint')}
            data={groupData}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            nothingFoundMessage={t('form.noGroup')}
            error={errorText('user_group_ids')}
          />
        )}
      />
      <Controller
        control={control}
        name="collect_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('form.collects')}
            description={t('form.collectsHint')}
            data={collectData}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            nothingFoundMessage={t('form.noCollect')}
            error={errorText('collect_ids')}
          />
        )}
      />
    </Stack>
  );
}
