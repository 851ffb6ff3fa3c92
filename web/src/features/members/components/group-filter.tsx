import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';

interface GroupFilterProps {
  programId: string;
  value: string;
  onChange: (groupId: string | null) => void;
}

/** Narrows the members list to one user group. */
export function GroupFilter({ programId, value, onChange }: GroupFilterProps) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const groups = useAllUserGroups(programId);
  const data = (groups.data ?? []).map((group) => ({
    value: group._id,
    label: groupName(group, locale),
  }));
  return (
    <Select
      aria-label={t('filters.group')}
      placeholder={groups.isError ? t('filters.groupsError') : t('filters.allGroups')}
      data={data}
      value={value || null}
      onChange={onChange}
      clearable
      searchable
      disabled={groups.isPending || groups.isError}
      nothingFoundMessage={t('filters.noGroup')}
      w={240}
    />
  );
}
