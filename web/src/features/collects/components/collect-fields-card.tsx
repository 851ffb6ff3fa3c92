import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '@/components/fields/field-text';
import { useLocale } from '@/lib/i18n/use-locale';
import { SourceBadge } from './source-badge';

/** The model, its fields and what the collect does with each: column, filter, match. */
export function CollectFieldsCard({ collect }: { collect: Collect }) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const column = (variable: string) => collect.fieldsToDisplay.indexOf(variable);
  return (
    <Card component="section" aria-labelledby="collect-fields-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="collect-fields-title">
          {t('details.fields.title')}
        </Title>
        <Group gap="xl">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('list.model')}{' '}
            </Text>
            {collect.model_title ?? t('details.fields.noModel')}
          </Text>
          <Group gap={6}>
            <Text span c="dimmed" size="sm">
              {t('list.source')}
            </Text>
            <SourceBadge source={collect.source} />
          </Group>
        </Group>
        {collect.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.fields.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('details.fields.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('details.fields.field')}</Table.Th>
                  <Table.Th>{t('details.fields.column')}</Table.Th>
                  <Table.Th>{t('details.fields.filterable')}</Table.Th>
                  <Table.Th>{t('details.fields.matched')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {collect.fields.map((field) => {
                  const position = column(field.variable);
                  return (
                    <Table.Tr key={field.variable}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {fieldLabel(field, locale)}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {field.variable}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {position >= 0 ? (
                          <Badge variant="light">
                            {t('details.fields.columnNumber', { number: position + 1 })}
                          </Badge>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('details.fields.no')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {collect.filterable_fields.includes(field.variable)
                            ? t('details.fields.yes')
                            : t('details.fields.no')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {collect.matched_fields.includes(field.variable)
                            ? t('details.fields.yes')
                            : t('details.fields.no')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
