import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  label: string;
  value: string;
  /** Called once typing pauses, so that a list is not fetched on every key. */
  onChange: (value: string) => void;
  placeholder?: string;
}

const DEBOUNCE_MS = 300;

export function SearchInput({ label, value, onChange, placeholder }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onChange, DEBOUNCE_MS);

  function update(next: string) {
    setText(next);
    debounced(next.trim());
  }

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => update(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={t('actions.clearSearch')} onClick={() => update('')} />
        ) : null
      }
      style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
    />
  );
}
