import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH } from '@shared/constants';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { isSearchable, searchPath } from '../utils/search-rule';

/** The header's global search: Enter opens /search once 3 characters are typed (SPEC §2). */
export function SearchBox({ initialKeywords = '' }: { initialKeywords?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [keywords, setKeywords] = useState(initialKeywords);
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isSearchable(keywords)) {
      setTooShort(true);
      return;
    }
    void navigate(localePath(searchPath(keywords)));
  }

  return (
    <DeferredTooltip
      target={input}
      label={t('box.tooShort', { count: SEARCH_MIN_LENGTH })}
      opened={tooShort}
      position="bottom"
      withArrow
    >
      <TextInput
        ref={input}
        type="search"
        value={keywords}
        onChange={(event) => {
          setKeywords(event.currentTarget.value);
          setTooShort(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTooShort(false)}
        placeholder={t('box.placeholder')}
        aria-label={t('box.label')}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        w={{ base: 160, md: 260 }}
      />
    </DeferredTooltip>
  );
}
