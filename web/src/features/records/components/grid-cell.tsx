import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import { memo } from 'react';
import { EmptyValue } from '@/components/fields/empty-value';
import { FieldDisplay } from '@/components/fields/field-display';
import { fileName } from '@/components/fields/file-url';
import { ValueText } from '@/components/fields/value-text';

interface GridCellProps {
  field: RecordField;
  value: CollectRecord['fields'][string] | undefined;
  locale: Locale;
}

/**
 * One value in the grid, with the field renderers' display. Files show their names only: a row
 * has one line, and their stored addresses need signed links (the record page asks for them).
 * Memoised: scrolling re-renders the rows that enter the window, not the cells already shown.
 */
export const GridCell = memo(function GridCell({ field, value, locale }: GridCellProps) {
  if (field.input_method === 'FILE_UPLOAD') {
    const urls = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    if (urls.length === 0) return <EmptyValue />;
    return <ValueText>{urls.map(fileName).join(', ')}</ValueText>;
  }
  return <FieldDisplay field={field} value={value ?? null} locale={locale} />;
});
