import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useProgramCollects } from '@/lib/program/get-program-collects';

interface CollectPickerProps {
  programId: string;
  value: string;
  onChange: (collectId: string) => void;
  error?: string | undefined;
}

/** Picks one of the program's collects, for a rule made from a user group's page. */
export function CollectPicker({ programId, value, onChange, error }: CollectPickerProps) {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const collects = useProgramCollects(programId);
  const data = (collects.data ?? [])
    .map((collect) => ({ value: collect._id, label: collectTitle(collect, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <Select
      label={t('form.collect')}
      placeholder={t('form.collectPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={t('form.noCollect')}
      withAsterisk
      error={error}
    />
  );
}
