import {
  ComboboxChevron,
  extractStyleProps,
  getOptionsLockup,
  getParsedComboboxData,
  Input,
  InputBase,
  Pill,
  PillsInput,
  type ComboboxData,
  type ComboboxItem,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { useId, useMergedRef } from '@mantine/hooks';
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
 * Mantine's Select and MultiSelect, whose dropdown code (Combobox, Popover, ScrollArea and
 * floating-ui: about 30 KB gzipped) is no part of a screen's first load (issue 15). Until it has
 * come (when the browser is idle, or at the first gesture towards a field), each field shows a
 * stand-in with the same look, label, value, pills and clear button; the real field then takes
 * its place, focused if the stand-in was, its list open if the stand-in was pressed or opened
 * from the keyboard. Import Select and MultiSelect from here, never from '@mantine/core'.
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

type WithRef<P> = P & { ref?: Ref<HTMLInputElement> };

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

export function MultiSelect({ ref, ...props }: WithRef<MultiSelectProps>) {
  const { loaded, opened, input, standIn } = useHandoff();
  const inputRef = useMergedRef(ref, input);
  if (!loaded) return <MultiSelectStandIn {...props} {...standIn} ref={inputRef} />;
  return (
    <loaded.MultiSelect
      {...props}
      ref={inputRef}
      defaultDropdownOpened={props.defaultDropdownOpened ?? opened}
    />
  );
}

/** What the stand-in's input reports, to be handed to the real field when it arrives. */
interface StandInEvents {
  onGesture: () => void;
  onOpen: () => void;
  onLeave: (event: FocusEvent) => void;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

function useHandoff() {
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
function standInHandlers(
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

function withoutListSettings<P extends object>(props: P): Omit<P, ListSetting> {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of LIST_SETTINGS) delete rest[key];
  return rest as Omit<P, ListSetting>;
}

/** The × that empties a field, as Mantine's Combobox draws it (out of the tab order). */
function ClearButton({
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
function labelsOf(data: ComboboxData | undefined): Record<string, ComboboxItem> {
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

function MultiSelectStandIn(props: WithRef<MultiSelectProps> & StandInEvents) {
  const {
    // Styles API settings of the whole field: the app sets none on its selects.
    classNames: _classNames,
    styles: _styles,
    vars: _vars,
    attributes: _attributes,
    data,
    value,
    defaultValue,
    onChange,
    onRemove,
    onClear,
    clearable,
    clearButtonProps,
    searchable,
    chevronColor,
    rightSectionPointerEvents,
    placeholder,
    name,
    form,
    id,
    ref,
    size,
    error,
    disabled,
    readOnly,
    onFocus,
    onBlur,
    onKeyDown,
    onGesture,
    onOpen,
    onLeave,
    // The wrapper's (label, description, sections); the rest goes to the input, as Mantine does.
    className,
    style,
    variant,
    radius,
    label,
    description,
    required,
    withAsterisk,
    labelProps,
    descriptionProps,
    errorProps,
    wrapperProps,
    inputContainer,
    inputWrapperOrder,
    withErrorStyles,
    unstyled,
    mod,
    leftSection,
    leftSectionWidth,
    leftSectionPointerEvents,
    leftSectionProps,
    rightSection,
    rightSectionWidth,
    rightSectionProps,
    ...others
  } = withoutListSettings(props);
  const { styleProps, rest } = extractStyleProps(others);
  const fieldId = useId(id);
  const chosen = value ?? defaultValue ?? [];
  const labels = labelsOf(data);
  const remove = (item: string) => {
    onChange?.(chosen.filter((other) => other !== item));
    onRemove?.(item);
  };
  return (
    <>
      <PillsInput
        {...styleProps}
        className={className}
        style={style}
        variant={variant}
        radius={radius}
        size={size}
        id={fieldId}
        label={label}
        description={description}
        error={error}
        required={required}
        withAsterisk={withAsterisk}
        labelProps={labelProps}
        descriptionProps={descriptionProps}
        errorProps={errorProps}
        wrapperProps={wrapperProps}
        inputContainer={inputContainer}
        inputWrapperOrder={inputWrapperOrder}
        withErrorStyles={withErrorStyles}
        unstyled={unstyled}
        mod={mod}
        leftSection={leftSection}
        leftSectionWidth={leftSectionWidth}
        leftSectionPointerEvents={leftSectionPointerEvents}
        leftSectionProps={leftSectionProps}
        rightSection={rightSection}
        rightSectionWidth={rightSectionWidth}
        rightSectionProps={rightSectionProps}
        disabled={disabled}
        pointer={!searchable}
        __defaultRightSection={<ComboboxChevron size={size} error={error} color={chevronColor} />}
        __clearSection={
          <ClearButton
            props={clearButtonProps}
            onClear={() => {
              onClear?.();
              onChange?.([]);
            }}
          />
        }
        __clearable={Boolean(clearable && chosen.length > 0 && !disabled && !readOnly)}
        rightSectionPointerEvents={rightSectionPointerEvents ?? 'none'}
      >
        <Pill.Group disabled={disabled}>
          {chosen.map((item, index) => (
            <Pill
              key={`${item}-${index}`}
              withRemoveButton={!readOnly && !labels[item]?.disabled}
              disabled={disabled}
              onRemove={() => remove(item)}
            >
              {labels[item]?.label ?? item}
            </Pill>
          ))}
          <PillsInput.Field
            {...rest}
            ref={ref}
            id={fieldId}
            placeholder={placeholder}
            type={!searchable && !placeholder ? 'hidden' : 'visible'}
            readOnly
            pointer={!searchable}
            disabled={disabled}
            autoComplete="off"
            aria-haspopup="listbox"
            {...standInHandlers({ onGesture, onOpen, onLeave }, { onFocus, onBlur, onKeyDown })}
          />
        </Pill.Group>
      </PillsInput>
      {name && (
        <input type="hidden" name={name} form={form} value={chosen.join(',')} disabled={disabled} />
      )}
    </>
  );
}
