import { Group, Input, Radio, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { RuleFormState } from '../utils/rule-form-values';
import { GroupPicker } from './group-picker';

// The member search (the members' endpoint and its schemas) comes when the page is idle, or once
// "Member" is chosen: most rules are given to groups (issue 15).
const loadMemberPicker = () => import('./member-picker');
const MemberPicker = lazy(async () => ({ default: (await loadMemberPicker()).MemberPicker }));

interface SubjectFieldsProps {
  programId: string;
  form: RuleFormState;
  /** The group of the group route: the rule is theirs, nothing to choose. */
  fixedGroupName?: string | undefined;
  /** The edited rule's member, shown before any search. */
  currentUser?: { value: string; label: string } | undefined;
  errorText: (name: 'user_id' | 'user_group_id') => string | undefined;
}

/** Who the rule is given to: a member of the program or one of its user groups. */
export function SubjectFields({
  programId,
  form,
  fixedGroupName,
  currentUser,
  errorText,
}: SubjectFieldsProps) {
  const { t } = useTranslation('rules');
  const { subject_type: subjectType, user_id: userId, user_group_id: groupId } = form.values;
  useIdlePrefetch(loadMemberPicker, { enabled: fixedGroupName === undefined });
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
      {/* Radios as the permission's, rather than a segmented control (2.6 KB more, issue 15). */}
      <Radio.Group
        label={t('form.subject')}
        value={subjectType}
        onChange={(next) => form.set('subject_type', next === 'USER' ? 'USER' : 'USER_GROUP')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="USER_GROUP" label={t('form.subjectGroup')} />
          <Radio value="USER" label={t('form.subjectUser')} />
        </Group>
      </Radio.Group>
      {subjectType === 'USER' ? (
        <Suspense
          fallback={
            // The picker as it first shows, while its code comes: nothing moves when it does.
            <Select
              label={t('form.user')}
              placeholder={t('form.userPlaceholder')}
              data={currentUser ? [currentUser] : []}
              value={userId || null}
              withAsterisk
              error={errorText('user_id')}
            />
          }
        >
          <MemberPicker
            programId={programId}
            value={userId}
            onChange={(next) => form.set('user_id', next)}
            current={currentUser}
            error={errorText('user_id')}
          />
        </Suspense>
      ) : (
        <GroupPicker
          programId={programId}
          value={groupId}
          onChange={(next) => form.set('user_group_id', next)}
          error={errorText('user_group_id')}
        />
      )}
    </Stack>
  );
}
