import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@/lib/notifications';
import { USER_GROUP_IDS_PER_CALL_MAX } from '@shared/constants';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { QueryError } from '@/components/query-error';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { personName } from '@/lib/format/person-name';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMembers } from '@/lib/program/get-members';
import { groupName } from '@/lib/program/group-name';
import { useAddGroupMembers } from '../api/add-group-members';

interface AddMembersModalProps {
  programId: string;
  group: UserGroup;
  onClose: () => void;
}

/** Program members not in the group yet, searched on the server as the user types. */
export function AddMembersModal({ programId, group, onClose }: AddMembersModalProps) {
  const { t } = useTranslation('userGroups');
  useFocusReturn();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<string[]>([]);
  // Chosen people keep their label when a new search no longer lists them.
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const members = useMembers(programId, { page: 1, keywords: keywords || undefined });
  const add = useAddGroupMembers();
  const inGroup = new Set(group.member_ids);

  const found = (members.data?.members ?? [])
    .filter((member) => !inGroup.has(member.user_id))
    .map((member) => ({
      value: member.user_id,
      label: `${personName(member)} · ${member.email}`,
    }));
  const data = [
    ...selected
      .filter((id) => !found.some((option) => option.value === id))
      .map((id) => ({ value: id, label: labels.get(id) ?? id })),
    ...found,
  ];

  function choose(ids: string[]) {
    const next = new Map(labels);
    for (const option of data) if (ids.includes(option.value)) next.set(option.value, option.label);
    setLabels(next);
    setSelected(ids);
    setSearch('');
  }

  async function submit() {
    await add.mutateAsync({ programId, groupId: group._id, userIds: selected });
    notifications.show({
      color: 'teal',
      message: t('members.added', { count: selected.length, name: groupName(group, locale) }),
    });
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('members.addTitle', { name: groupName(group, locale) })}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('members.addIntro')}
        </Text>
        <MultiSelect
          label={t('members.people')}
          placeholder={selected.length ? undefined : t('members.searchPeople')}
          data={data}
          value={selected}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          maxValues={USER_GROUP_IDS_PER_CALL_MAX}
          nothingFoundMessage={members.isFetching ? t('members.searching') : t('members.noneFound')}
          hidePickedOptions
          data-autofocus
        />
        {members.isError && (
          <QueryError message={t('members.searchError')} onRetry={() => void members.refetch()} />
        )}
        <FormErrorAlert message={add.error && t(errorMessageKey(add.error, 'group'))} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void submit().catch(() => undefined)}
            loading={add.isPending}
            disabled={selected.length === 0}
          >
            {t('members.addSubmit', { count: selected.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
