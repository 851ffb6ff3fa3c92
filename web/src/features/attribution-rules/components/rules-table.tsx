import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { IconPencil, IconTrash, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/row-action';
import { useLocale } from '@/lib/i18n/use-locale';
import { conditionSentence, ruleSentence } from '../utils/rule-sentence';

interface RulesTableProps {
  rules: readonly AttributionRule[];
  fields: readonly RecordField[];
  onEdit: (rule: AttributionRule) => void;
  onDelete: (rule: AttributionRule) => void;
}

/** One row a rule: who, what they may do, which records — read as one sentence. */
export function RulesTable({ rules, fields, onEdit, onDelete }: RulesTableProps) {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <VisuallyHidden component="tr">
          <th>{t('list.title')}</th>
          <th>{t('list.edit')}</th>
        </VisuallyHidden>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => {
          const sentence = ruleSentence(rule, fields, locale, t);
          const group = rule.subject.type === 'USER_GROUP';
          return (
            <Table.Tr key={rule._id}>
              <Table.Td>
                {/* The whole sentence for screen readers; its parts laid out for the eye. */}
                <VisuallyHidden>{sentence}</VisuallyHidden>
                <Group gap="sm" wrap="wrap" aria-hidden>
                  <Group gap={6} wrap="nowrap">
                    {group ? <IconUsersGroup size={16} /> : <IconUser size={16} />}
                    <Text size="sm" fw={600}>
                      {t(group ? 'sentence.group' : 'sentence.user', { name: rule.subject.label })}
                    </Text>
                  </Group>
                  <Badge
                    variant="light"
                    color={rule.permission === 'WRITE' ? 'grape' : 'blue'}
                    tt="none"
                  >
                    {t(`sentence.permission.${rule.permission}`)}
                  </Badge>
                  <Text size="sm">{conditionSentence(rule.condition, fields, locale, t)}</Text>
                </Group>
              </Table.Td>
              <Table.Td w={96}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <RowAction
                    label={t('list.edit')}
                    ariaLabel={t('list.editRule', { rule: sentence })}
                    icon={<IconPencil size={16} />}
                    onClick={() => onEdit(rule)}
                  />
                  <RowAction
                    label={t('list.delete')}
                    ariaLabel={t('list.deleteRule', { rule: sentence })}
                    icon={<IconTrash size={16} />}
                    color="red"
                    onClick={() => onDelete(rule)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
