import { Anchor, Table, Text } from '@mantine/core';
import type { ModelSummary } from '@shared/contract/model.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIntlLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { modelPath } from '../utils/model-paths';

export function ModelsTable({ models }: { models: readonly ModelSummary[] }) {
  const { t } = useTranslation('models');
  const localePath = useLocalePath();
  const dates = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.table.title')}</Table.Th>
            <Table.Th ta="right">{t('list.table.fields')}</Table.Th>
            <Table.Th>{t('list.table.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => (
            <Table.Tr key={model._id}>
              <Table.Td>
                <Anchor component={Link} to={localePath(modelPath(model._id))} fw={600}>
                  {model.title}
                </Anchor>
                {model.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {model.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{model.fields_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dates.format(new Date(model.updated_at))}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
