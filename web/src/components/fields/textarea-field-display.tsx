import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { asText, isEmptyValue } from './field-text';
import { ValueText } from './value-text';

/** Keeps the line breaks the contributor typed. */
export function TextareaFieldDisplay({ value }: FieldDisplayProps) {
  if (isEmptyValue(value)) return <EmptyValue />;
  return <ValueText lines>{asText(value)}</ValueText>;
}
