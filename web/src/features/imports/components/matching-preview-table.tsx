import type { MatchingPreviewResponse } from '@shared/contract/import.schema';
import { Badge, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PreviewValue = MatchingPreviewResponse['rows'][number]['cells'][number]['value'];

function shown(value: PreviewValue, empty: string): string {
  if (value === null) return empty;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** Each row as it would be stored: a cell's value, or in red the reason its row is refused. */
export function MatchingPreviewTable({ preview }: { preview: MatchingPreviewResponse }) {
  const { t } = useTranslation('imports');
  const sources = preview.rows[0]?.cells.map((cell) => cell.source) ?? [];
  return (
    <ScrollArea type="auto">
      <Table withTableBorder fz="sm" verticalSpacing="xs">
        <Table.Caption>{t('matching.preview')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            <Table.Th />
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
                      {shown(cell.value, t('matching.empty'))}
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
