import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useCollectContributors } from '@/lib/collect/get-collect-contributors';
import { personName } from '@/lib/format/person-name';

interface ViewAsPickerProps {
  collectId: string;
  /** The member viewed as, if any. */
  value: string | undefined;
  /** A member to view as, or null to view as oneself again. */
  onChange: (userId: string | null) => void;
}

/** Administrators and managers: "what this person sees", one of the collect's contributors. */
export function ViewAsPicker({ collectId, value, onChange }: ViewAsPickerProps) {
  const { t } = useTranslation('records');
  const contributors = useCollectContributors(collectId);
  const data = (contributors.data ?? []).map((contributor) => {
    const name = personName(contributor);
    return {
      value: contributor._id,
      label: name === contributor.email ? name : `${name} (${contributor.email})`,
    };
  });
  let placeholder = t('viewAs.placeholder');
  if (contributors.isPending) placeholder = t('viewAs.loading');
  else if (contributors.isSuccess && data.length === 0) placeholder = t('viewAs.noContributor');
  return (
    <Select
      aria-label={t('viewAs.label')}
      placeholder={placeholder}
      leftSection={<IconEye size={16} />}
      data={data}
      value={value ?? null}
      onChange={onChange}
      searchable
      clearable
      disabled={data.length === 0}
      nothingFoundMessage={t('viewAs.nothingFound')}
      error={contributors.isError ? t('viewAs.loadError') : undefined}
      w={280}
    />
  );
}
