import type { ModelField } from '@shared/contract/model.schema';
import type { ColumnTransform, MatchingColumn } from '@shared/contract/matching.schema';
import { COLUMN_TRANSFORMS } from '@shared/contract/matching.schema';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';

const IGNORE = '';

interface ColumnMappingTableProps {
  columns: readonly MatchingColumn[];
  fields: readonly ModelField[];
  onChange: (index: number, column: MatchingColumn) => void;
}

/** One line per column of the file: the field it fills (or none) and how its cells are read. */
export function ColumnMappingTable({ columns, fields, onChange }: ColumnMappingTableProps) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const taken = new Set(columns.flatMap((column) => column.variable ?? []));
  const transforms = COLUMN_TRANSFORMS.map((value) => ({
    value,
    label: t(`matching.transforms.${value}`),
  }));
  return (
    <Table withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('matching.column')}</Table.Th>
          <Table.Th>{t('matching.field')}</Table.Th>
          <Table.Th>{t('matching.transform')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {columns.map((column, index) => (
          <Table.Tr key={column.source}>
            <Table.Td>{column.source}</Table.Td>
            <Table.Td>
              <Select
                aria-label={`${t('matching.field')}: ${column.source}`}
                value={column.variable ?? IGNORE}
                allowDeselect={false}
                searchable
                data={[
                  { value: IGNORE, label: t('matching.ignore') },
                  ...fields.map((field) => ({
                    value: field.variable,
                    label: field.label[locale] || field.label.en,
                    disabled: taken.has(field.variable) && field.variable !== column.variable,
                  })),
                ]}
                onChange={(value) => onChange(index, { ...column, variable: value ? value : null })}
              />
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={`${t('matching.transform')}: ${column.source}`}
                value={column.transform}
                allowDeselect={false}
                disabled={column.variable === null}
                data={transforms}
                onChange={(value) =>
                  onChange(index, { ...column, transform: (value ?? 'AUTO') as ColumnTransform })
                }
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
