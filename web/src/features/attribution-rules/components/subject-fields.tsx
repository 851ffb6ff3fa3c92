import { SegmentedControl, Stack, Text, Input } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RuleFormInput, RuleRequest } from '../utils/rule-form-values';
import { GroupPicker } from './group-picker';
import { MemberPicker } from './member-picker';

interface SubjectFieldsProps {
  programId: string;
  control: Control<RuleFormInput, unknown, RuleRequest>;
  /** The group of the group route: the rule is theirs, nothing to choose. */
  fixedGroupName?: string | undefined;
  /** The edited rule's member, shown before any search. */
  currentUser?: { value: string; label: string } | undefined;
  errorText: (name: 'user_id' | 'user_group_id') => string | undefined;
}

/** Who the rule is given to: a member of the program or one of its user groups. */
export function SubjectFields({
  programId,
  control,
  fixedGroupName,
  currentUser,
  errorText,
}: SubjectFieldsProps) {
  const { t } = useTranslation('rules');
  const subjectType = useWatch({ control, name: 'subject_type' });
  if (fixedGroupName !== undefined) {
    return (
      <Input.Wrapper label={t('form.subject')} description={t('form.fixedGroupHint')}>
        <Text fw={500} mt={4}>
          {t('form.fixedGroup', { name: fixedGroupName })}
        </Text>
      </Input.Wrapper>
    );
  }
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="subject_type"
        render={({ field }) => (
          <Input.Wrapper label={t('form.subject')}>
            <div>
              <SegmentedControl
                mt={4}
                value={field.value}
                onChange={(next) => field.onChange(next === 'USER' ? 'USER' : 'USER_GROUP')}
                data={[
                  { value: 'USER_GROUP', label: t('form.subjectGroup') },
                  { value: 'USER', label: t('form.subjectUser') },
                ]}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      {subjectType === 'USER' ? (
        <Controller
          control={control}
          name="user_id"
          render={({ field }) => (
            <MemberPicker
              programId={programId}
              value={field.value}
              onChange={field.onChange}
              current={currentUser}
              error={errorText('user_id')}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="user_group_id"
          render={({ field }) => (
            <GroupPicker
              programId={programId}
              value={field.value}
              onChange={field.onChange}
              error={errorText('user_group_id')}
            />
          )}
        />
      )}
    </Stack>
  );
}
