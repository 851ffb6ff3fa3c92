import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface KeywordBoxProps {
  /** The keywords of the view (the URL's). */
  value: string;
  /** Called once typing pauses: the grid is not fetched on every key. */
  onChange: (value: string) => void;
}

const DEBOUNCE_MS = 300;

/**
 * The grid's search box. It keeps what is being typed while the URL catches up, and takes the
 * URL's keywords when they change from elsewhere (a link, "reset", "clear filters").
 */
export function KeywordBox({ value, onChange }: KeywordBoxProps) {
  const { t } = useTranslation('records');
  const { t: common } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const send = useDebouncedCallback(onChange, DEBOUNCE_MS);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  function update(next: string) {
    setText(next);
    send(next.trim());
  }

  return (
    <TextInput
      type="search"
      aria-label={t('grid.keywords')}
      placeholder={t('grid.keywords')}
      value={text}
      onChange={(event) => update(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={common('actions.clearSearch')}
            onClick={() => update('')}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
    />
  );
}
