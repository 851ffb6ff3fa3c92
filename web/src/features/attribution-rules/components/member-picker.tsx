import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { personName } from '@/lib/format/person-name';
import { useMembers } from '@/lib/program/get-members';

interface MemberPickerProps {
  programId: string;
  value: string;
  onChange: (userId: string) => void;
  /** The member already chosen (an edited rule's), so that it shows beyond the first page. */
  current?: { value: string; label: string } | null | undefined;
  error?: string | undefined;
}

/** Picks one of the program's members; typing searches names and e-mails through the API. */
export function MemberPicker({ programId, value, onChange, current, error }: MemberPickerProps) {
  const { t } = useTranslation('rules');
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState(current ?? null);
  // Once a member is picked the box shows their name: searching by it would hide the others.
  const members = useMembers(programId, {
    page: 1,
    keywords: keywords && keywords !== picked?.label ? keywords : undefined,
  });
  const data = (members.data?.members ?? []).map((member) => ({
    value: member._id,
    label: `${personName(member)}${personName(member) === member.email ? '' : ` (${member.email})`}`,
  }));
  if (picked && !data.some((entry) => entry.value === picked.value)) data.unshift(picked);

  return (
    <Select
      label={t('form.user')}
      placeholder={t('form.userPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => {
        setPicked(data.find((entry) => entry.value === next) ?? null);
        onChange(next ?? '');
      }}
      searchable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('form.noUser')}
      withAsterisk
      error={error}
    />
  );
}
