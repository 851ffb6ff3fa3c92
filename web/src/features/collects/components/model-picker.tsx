import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useAvailableModels } from '../api/get-available-models';

interface ModelPickerProps {
  value: string;
  onChange: (modelId: string) => void;
  /** The model already chosen, so that it shows even beyond the first answers. */
  current?: { _id: string; title: string } | null | undefined;
  error?: string | undefined;
  disabled?: boolean;
  description?: string | undefined;
}

/** Picks one of the models a collect can be built on; typing searches the titles. */
export function ModelPicker({
  value,
  onChange,
  current,
  error,
  disabled = false,
  description,
}: ModelPickerProps) {
  const { t } = useTranslation('collects');
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), 250);
  // The last model picked stays listed whatever is searched next.
  const [picked, setPicked] = useState(
    current ? { value: current._id, label: current.title } : null,
  );
  // Once a model is picked the box shows its title: searching by it would hide the others.
  const models = useAvailableModels(keywords === picked?.label ? undefined : keywords, true);
  const data = (models.data ?? []).map((model) => ({ value: model._id, label: model.title }));
  if (picked && !data.some((entry) => entry.value === picked.value)) data.unshift(picked);

  function pick(next: string | null) {
    setPicked(data.find((entry) => entry.value === next) ?? null);
    onChange(next ?? '');
  }

  return (
    <Select
      label={t('form.model')}
      description={description ?? t('form.modelHint')}
      placeholder={t('form.modelPlaceholder')}
      data={data}
      value={value || null}
      onChange={pick}
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={models.isFetching ? t('form.modelsLoading') : t('form.noModel')}
      withAsterisk
      disabled={disabled}
      error={error ?? (models.isError ? t('form.modelsError') : undefined)}
    />
  );
}
