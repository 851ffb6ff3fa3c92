import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { personName } from '@/lib/format/person-name';
import { useMembers } from '@/lib/program/get-members';

interface PersonFilterProps {
  programId: string;
  value: string;
  onChange: (userId: string) => void;
  /** The chosen person's name when the members' first page does not hold it. */
  knownName?: string | undefined;
}

/** One of the program's members; typing searches names and e-mails through the API. */
export function PersonFilter({ programId, value, onChange, knownName }: PersonFilterProps) {
  const { t } = useTranslation('activity');
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), 250);
  const members = useMembers(programId, { page: 1, keywords: keywords || undefined });
  const data = (members.data?.members ?? []).map((member) => ({
    value: member.user_id,
    label: personName(member),
  }));
  if (value && !data.some((entry) => entry.value === value)) {
    data.unshift({ value, label: knownName ?? value });
  }
  return (
    <Select
      label={t('filters.person')}
      placeholder={t('filters.personPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('filters.noPerson')}
      clearable
    />
  );
}
