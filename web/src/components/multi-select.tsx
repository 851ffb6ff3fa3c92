import {
  ComboboxChevron,
  extractStyleProps,
  Pill,
  PillsInput,
  type MultiSelectProps,
} from '@mantine/core';
import { useId, useMergedRef } from '@mantine/hooks';
import {
  ClearButton,
  labelsOf,
  standInHandlers,
  useHandoff,
  withoutListSettings,
  type StandInEvents,
  type WithRef,
} from './select';

// Mantine's MultiSelect, with a stand-in until its code comes, as select.tsx does for Select.

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
