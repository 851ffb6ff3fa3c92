import type { FilePreview } from '@shared/contract/import.schema';
import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The file's first rows as read, each with its number and what is wrong with it. */
export function FilePreviewTable({ preview }: { preview: FilePreview }) {
  const { t } = useTranslation('imports');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{t('import.previewCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            {preview.headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Fragment key={row.number}>
              <Table.Tr>
                <Table.Td>{row.number}</Table.Td>
                {preview.headers.map((header, index) => (
                  <Table.Td key={header}>{row.cells[index] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
              {row.problem && (
                <Table.Tr>
                  <Table.Td colSpan={preview.headers.length + 1}>
                    <Text size="sm" c="red">
                      {row.problem}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
