import { Badge, CloseButton, Group } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { FilterScalar, RecordFilter } from '@shared/contract/record-query.schema';
import { useTranslation } from 'react-i18next';
import { fieldLabel, optionLabel } from '@/components/fields/field-text';
import { useLocale } from '@/lib/i18n/use-locale';
import { operatorLabelKey } from '../utils/operator-label';

interface FilterChipsProps {
  fields: readonly RecordField[];
  filters: readonly RecordFilter[];
  onRemove: (index: number) => void;
}

/** One chip per filter of the view ("Region is one of North, South"), each removable. */
export function FilterChips({ fields, filters, onRemove }: FilterChipsProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();

  function valueText(field: RecordField | undefined, value: RecordFilter['value']): string {
    if (value === undefined) return '';
    const scalars: FilterScalar[] = Array.isArray(value) ? value : [value];
    return scalars
      .map((item) => {
        if (typeof item === 'boolean') return t(item ? 'filters.yes' : 'filters.no');
        return field && field.options.length > 0 ? optionLabel(field, item, locale) : String(item);
      })
      .join(', ');
  }

  if (filters.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('filters.active')} role="list">
      {filters.map((filter, index) => {
        const field = fields.find((item) => item.variable === filter.field);
        const text = [
          field ? fieldLabel(field, locale) : filter.field,
          t(operatorLabelKey(field ?? { input_method: 'TEXT_INPUT' }, filter.op)),
          valueText(field, filter.value),
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <Badge
            key={`${filter.field}-${index}`}
            role="listitem"
            variant="light"
            size="lg"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('filters.remove', { filter: text })}
                onClick={() => onRemove(index)}
              />
            }
          >
            {text}
          </Badge>
        );
      })}
    </Group>
  );
}
