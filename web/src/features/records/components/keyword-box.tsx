import { CloseButton, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@shared/constants';
import { isSearchable } from '@shared/contract/search-text';
import { DeferredTooltip } from '@/components/deferred-tooltip';

interface KeywordBoxProps {
  /** The keywords of the view (the URL's). */
  value: string;
  /** Called once typing pauses: the grid is not fetched on every key. */
  onChange: (value: string) => void;
}

const DEBOUNCE_MS = 300;

/** What the grid searches for the text typed: nothing until it has 3 characters (SPEC §5). */
function keywordsOf(text: string): string {
  return isSearchable(text) ? text.trim() : '';
}

/**
 * The grid's search box. It keeps what is being typed while the URL catches up, and takes the
 * URL's keywords when they change from elsewhere (a link, "reset", "clear filters"). Under 3
 * characters it searches nothing and says so: records keep no shorter keywords.
 */
export function KeywordBox({ value, onChange }: KeywordBoxProps) {
  const { t } = useTranslation('records');
  const { t: common } = useTranslation();
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  // The keywords this box last gave the URL: a committed URL that says otherwise changed
  // elsewhere. Read in an effect, not while rendering: the router's navigations are transitions,
  // and a render of the URL as it was, interleaved with one of the URL to come, once put back
  // keywords the person had just erased.
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const send = useDebouncedCallback((keywords: string) => {
    sent.current = keywords;
    onChange(keywords);
  }, DEBOUNCE_MS);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  const tooShort = text.trim() !== '' && !isSearchable(text);
  const hint = t('grid.keywordsTooShort', { count: SEARCH_MIN_LENGTH });

  function update(next: string) {
    setText(next);
    send(keywordsOf(next));
  }

  return (
    <DeferredTooltip
      target={input}
      label={hint}
      opened={tooShort && focused}
      position="bottom-start"
      withArrow
    >
      <TextInput
        ref={input}
        type="search"
        aria-label={t('grid.keywords')}
        placeholder={t('grid.keywords')}
        value={text}
        onChange={(event) => update(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
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
        // The tooltip shows the hint; screen readers hear it as the box's description, which
        // takes no room (the toolbar's buttons beside the box do not move while it shows).
        description={tooShort ? <VisuallyHidden>{hint}</VisuallyHidden> : undefined}
        inputWrapperOrder={['input', 'description']}
        styles={{ wrapper: { marginBottom: 0 }, description: { position: 'absolute', margin: 0 } }}
        style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
      />
    </DeferredTooltip>
  );
}
