import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';

interface ParentFilterProps {
  programId: string;
  value: string;
  onChange: (value: string | null) => void;
}

/** Every group, top-level groups, sub-groups, or the sub-groups of one group. */
export function ParentFilter({ programId, value, onChange }: ParentFilterProps) {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const groups = useAllUserGroups(programId);
  const data = [
    {
      group: t('filters.levels'),
      items: [
        { value: 'top', label: t('filters.top') },
        { value: 'sub', label: t('filters.sub') },
      ],
    },
    {
      group: t('filters.inside'),
      items: (groups.data ?? []).map((group) => ({
        value: group._id,
        label: groupName(group, locale),
      })),
    },
  ];
  return (
    <Select
      aria-label={t('filters.parent')}
      placeholder={t('filters.all')}
      data={data}
      value={value || null}
      onChange={onChange}
      clearable
      searchable
      w={240}
    />
  );
}
