import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';
import { personName } from '@/lib/format/person-name';
import { useMembers } from '@/lib/program/get-members';

interface MemberMultiSelectProps {
  programId: string;
  value: string[];
  onChange: (userIds: string[]) => void;
  /** Names of members already chosen (the reminder's `people`), shown beyond the first page. */
  known: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** Picks members; typing searches names and e-mails through the API. */
export function MemberMultiSelect({
  programId,
  value,
  onChange,
  known,
  error,
}: MemberMultiSelectProps) {
  const { t } = useTranslation('reminders');
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState(() => new Map(known.map((entry) => [entry.value, entry])));
  const members = useMembers(programId, { page: 1, keywords: keywords || undefined });
  const found = (members.data?.members ?? []).map((member) => ({
    value: member.user_id,
    label: `${personName(member)}${personName(member) === member.email ? '' : ` (${member.email})`}`,
  }));
  const data = [...found];
  for (const id of value) {
    if (data.some((entry) => entry.value === id)) continue;
    data.push(picked.get(id) ?? { value: id, label: id });
  }

  return (
    <MultiSelect
      label={t('form.members')}
      placeholder={value.length === 0 ? t('form.membersPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={(next) => {
        setPicked((before) => {
          const after = new Map(before);
          for (const entry of data) if (next.includes(entry.value)) after.set(entry.value, entry);
          return after;
        });
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('form.noMember')}
      clearable
      error={error}
    />
  );
}
