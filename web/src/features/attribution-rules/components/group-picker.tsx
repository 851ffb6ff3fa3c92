import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';

interface GroupPickerProps {
  programId: string;
  value: string;
  onChange: (groupId: string) => void;
  error?: string | undefined;
}

/** Picks one of the program's user groups (the whole list: a program has a few dozen). */
export function GroupPicker({ programId, value, onChange, error }: GroupPickerProps) {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const groups = useAllUserGroups(programId);
  const data = (groups.data ?? [])
    .map((group) => ({ value: group._id, label: groupName(group, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <Select
      label={t('form.group')}
      description={t('form.groupHint')}
      placeholder={t('form.groupPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={t('form.noGroup')}
      withAsterisk
      error={error}
    />
  );
}
