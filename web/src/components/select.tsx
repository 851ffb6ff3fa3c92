import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  Input,
  InputBase,
  type ComboboxData,
  type ComboboxItem,
  type SelectProps,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { deferredModule, takeOverPress, useDeferredModule } from '@/lib/deferred-module';

/**
 * Mantine's Select and MultiSelect (multi-select.tsx, apart: its stand-in's pills are no part of
 * the screens with single selects only), whose dropdown code (Combobox, Popover, ScrollArea and
 * floating-ui: about 30 KB gzipped) is no part of a screen's first load (issue 15). Until it has
 * come (when the browser is idle, or at the first gesture towards a field), each field shows a
 * stand-in with the same look, label, value, pills and clear button; the real field then takes
 * its place, focused if the stand-in was, its list open if the stand-in was pressed or opened
 * from the keyboard. Import Select from here and MultiSelect from multi-select.tsx, never from
 * '@mantine/core'.
 */
const comboboxes = deferredModule(() => import('./comboboxes'));

/** For tests that drive the real fields from their first render (src/test/setup.ts). */
export function loadComboboxes(): Promise<void> {
  return new Promise((resolve) => {
    if (comboboxes.get()) return resolve();
    const stop = comboboxes.subscribe(() => {
      stop();
      resolve();
    });
    comboboxes.load();
  });
}

export type WithRef<P> = P & { ref?: Ref<HTMLInputElement> };

export function Select({ ref, ...props }: WithRef<SelectProps>) {
  const { loaded, opened, input, standIn } = useHandoff();
  const inputRef = useMergedRef(ref, input);
  if (!loaded) return <SelectStandIn {...props} {...standIn} ref={inputRef} />;
  return (
    <loaded.Select
      {...props}
      ref={inputRef}
      defaultDropdownOpened={props.defaultDropdownOpened ?? opened}
    />
  );
}

/** What the stand-in's input reports, to be handed to the real field when it arrives. */
export interface StandInEvents {
  onGesture: () => void;
  onOpen: () => void;
  onLeave: (event: FocusEvent) => void;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export function useHandoff() {
  const loaded = useDeferredModule(comboboxes);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // The stand-in had the focus and lost it in the swap: the real input takes it (a searchable
  // field then opens its list, as it does when focused).
  useLayoutEffect(() => {
    if (!loaded || !focused.current) return;
    focused.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) input.current?.focus();
  }, [loaded]);

  const standIn: StandInEvents = {
    onGesture: () => {
      focused.current = true;
      comboboxes.load();
    },
    onOpen: () => {
      focused.current = true;
      setOpened(true);
      comboboxes.load();
    },
    // Focus moving elsewhere, not the stand-in being swapped for the field (no next target).
    onLeave: (event) => {
      if (!event.relatedTarget) return;
      focused.current = false;
      setOpened(false);
    },
  };
  return { loaded, opened, input, standIn };
}

/** The handlers of a stand-in's input: the field's own, then the hand-off's. */
export function standInHandlers(
  events: StandInEvents,
  own: {
    onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
    onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
    onClick?: (event: MouseEvent<HTMLInputElement>) => void;
    onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  },
) {
  return {
    onPointerEnter: () => comboboxes.load(),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      own.onFocus?.(event);
      events.onGesture();
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      own.onBlur?.(event);
      events.onLeave(event);
    },
    // Pressed as the field arrives, the stand-in may be gone before the click: the press counts.
    onPointerDown: (event: PointerEvent<HTMLInputElement>) => {
      if (event.button !== 0) return;
      // The field's code already here, the press's render shows it (lib/deferred-module.ts).
      if (comboboxes.get() !== undefined) takeOverPress(event);
      events.onOpen();
    },
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      own.onClick?.(event);
      events.onOpen();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      own.onKeyDown?.(event);
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      events.onOpen();
    },
  };
}

/** The settings of a field's list: a stand-in, which has none, leaves them to the real field. */
const LIST_SETTINGS = [
  'dropdownOpened',
  'defaultDropdownOpened',
  'onDropdownClose',
  'onDropdownOpen',
  'selectFirstOptionOnChange',
  'selectFirstOptionOnDropdownOpen',
  'onOptionSubmit',
  'comboboxProps',
  'filter',
  'limit',
  'withScrollArea',
  'maxDropdownHeight',
  'checkIconPosition',
  'withCheckIcon',
  'withAlignedLabels',
  'nothingFoundMessage',
  'searchValue',
  'defaultSearchValue',
  'onSearchChange',
  'allowDeselect',
  'renderOption',
  'scrollAreaProps',
  'autoSelectOnBlur',
  'openOnFocus',
  'hiddenInputProps',
  'hiddenInputValuesDivider',
  'maxValues',
  'hidePickedOptions',
  'clearSearchOnChange',
] as const;

type ListSetting = (typeof LIST_SETTINGS)[number];

export function withoutListSettings<P extends object>(props: P): Omit<P, ListSetting> {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of LIST_SETTINGS) delete rest[key];
  return rest as Omit<P, ListSetting>;
}

/** The × that empties a field, as Mantine's Combobox draws it (out of the tab order). */
export function ClearButton({
  props,
  onClear,
}: {
  props: SelectProps['clearButtonProps'];
  onClear: () => void;
}) {
  return (
    <Input.ClearButton
      {...props}
      tabIndex={-1}
      aria-hidden
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    />
  );
}

/** The labels of the options, as the real field finds them (groups and plain strings included). */
export function labelsOf(data: ComboboxData | undefined): Record<string, ComboboxItem> {
  return getOptionsLockup(getParsedComboboxData(data));
}

function SelectStandIn(props: WithRef<SelectProps> & StandInEvents) {
  // What the real field's search shows, when the screen sets it.
  const { searchValue } = props;
  const {
    data,
    value,
    defaultValue,
    onChange,
    onClear,
    clearable,
    clearButtonProps,
    searchable,
    chevronColor,
    rightSectionPointerEvents,
    name,
    form,
    size,
    error,
    disabled,
    readOnly,
    onFocus,
    onBlur,
    onClick,
    onKeyDown,
    onGesture,
    onOpen,
    onLeave,
    ...others
  } = withoutListSettings(props);
  const current = value !== undefined ? value : (defaultValue ?? null);
  const shown = searchValue ?? (current === null ? '' : (labelsOf(data)[current]?.label ?? ''));
  return (
    <>
      <InputBase
        {...others}
        size={size}
        error={error}
        disabled={disabled}
        readOnly
        pointer={!searchable}
        value={shown}
        autoComplete="off"
        aria-haspopup="listbox"
        __defaultRightSection={<ComboboxChevron size={size} error={error} color={chevronColor} />}
        __clearSection={
          <ClearButton
            props={clearButtonProps}
            onClear={() => {
              onChange?.(null, null as unknown as ComboboxItem);
              onClear?.();
            }}
          />
        }
        __clearable={Boolean(clearable && current && !disabled && !readOnly)}
        rightSectionPointerEvents={rightSectionPointerEvents ?? 'none'}
        {...standInHandlers(
          { onGesture, onOpen, onLeave },
          { onFocus, onBlur, onClick, onKeyDown },
        )}
      />
      {name && (
        <input type="hidden" name={name} form={form} value={current ?? ''} disabled={disabled} />
      )}
    </>
  );
}
