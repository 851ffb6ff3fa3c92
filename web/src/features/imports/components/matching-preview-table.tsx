import type { MatchingPreviewResponse } from '@shared/contract/import.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { ModelField } from '@shared/contract/model.schema';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n/use-locale';

type PreviewValue = MatchingPreviewResponse['rows'][number]['cells'][number]['value'];

/** A stored value as the grid shows it: an option by its label in the page's language. */
function shown(value: PreviewValue, field: ModelField | undefined, locale: Locale): string {
  const text = (item: string | number | boolean) => {
    const option = field?.options.find((candidate) => candidate.value === item);
    return option ? option.label[locale] || option.label.en : String(item);
  };
  return Array.isArray(value) ? value.map(text).join(', ') : text(value ?? '');
}

interface MatchingPreviewTableProps {
  preview: MatchingPreviewResponse;
  /** The collect's fields: select cells are stored as option values, shown as labels. */
  fields: readonly ModelField[];
}

/** Each row as it would be stored: a cell's value, or in red the reason its row is refused. */
export function MatchingPreviewTable({ preview, fields }: MatchingPreviewTableProps) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const fieldOf = (variable: string) => fields.find((field) => field.variable === variable);
  const sources = preview.rows[0]?.cells.map((cell) => cell.source) ?? [];
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder fz="sm" verticalSpacing="xs">
        <Table.Caption>{t('matching.preview')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            <Table.Th>{t('matching.status')}</Table.Th>
            {sources.map((source) => (
              <Table.Th key={source}>{source}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.number}>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Badge color={row.valid ? 'green' : 'red'} variant="light">
                    {row.valid ? t('matching.valid') : t('matching.invalid')}
                  </Badge>
                  {row.errors.map((error) => (
                    <Text key={error} size="xs" c="red">
                      {error}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              {row.cells.map((cell) => (
                <Table.Td key={cell.source}>
                  {cell.error ? (
                    <Text size="sm" c="red">
                      {cell.error}
                    </Text>
                  ) : (
                    <Text size="sm" c={cell.value === null ? 'dimmed' : undefined}>
                      {cell.value === null
                        ? t('matching.empty')
                        : shown(cell.value, fieldOf(cell.variable), locale)}
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
