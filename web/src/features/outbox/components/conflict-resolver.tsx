import { Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDisplay } from '@/components/fields/field-display';
import { fieldLabel } from '@/components/fields/field-text';
import { ConfirmModal } from '@/components/confirm-modal';
import { useLocale } from '@/lib/i18n/use-locale';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import { conflictRows, defaultPicks, mergedFields, type Side } from '../utils/conflict-fields';

interface ConflictResolverProps {
  entry: OutboxEntry;
  name: string;
  /** Sends these values as a change of the server's current version. */
  onSend: (fields: OutboxEntry['fields']) => void;
  /** Drops the user's edit: the record stays as the server holds it. */
  onDrop: () => void;
  busy: boolean;
}

/**
 * Mine against theirs, field by field, where they differ: keep mine, keep theirs, or pick per
 * field and send the choice. Nothing is overwritten without the user seeing both.
 */
export function ConflictResolver({ entry, name, onSend, onDrop, busy }: ConflictResolverProps) {
  const { t } = useTranslation('outbox');
  const locale = useLocale();
  const rows = conflictRows(entry);
  const [picks, setPicks] = useState<Record<string, Side>>(() => defaultPicks(rows));
  const [confirmDrop, setConfirmDrop] = useState(false);
  const allMine = Object.fromEntries(rows.map((row) => [row.field.variable, 'mine' as const]));

  return (
    <Stack gap="sm">
      <Text size="sm">{t('conflict.intro')}</Text>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Caption>{t('conflict.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('conflict.field')}</Table.Th>
              <Table.Th scope="col">{t('conflict.mine')}</Table.Th>
              <Table.Th scope="col">{t('conflict.theirs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const variable = row.field.variable;
              const label = fieldLabel(row.field, locale);
              return (
                <Table.Tr key={variable}>
                  <Table.Th scope="row">{label}</Table.Th>
                  {(['mine', 'theirs'] as const).map((side) => (
                    <Table.Td key={side}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Radio
                          name={`${entry.id}-${variable}`}
                          checked={picks[variable] === side}
                          onChange={() => setPicks((current) => ({ ...current, [variable]: side }))}
                          aria-label={`${t('conflict.pick', { field: label })}: ${t(`conflict.${side}`)}`}
                          disabled={busy}
                        />
                        <FieldDisplay field={row.field} value={row[side]} locale={locale} />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={() => setConfirmDrop(true)} disabled={busy}>
          {t('conflict.keepTheirs')}
        </Button>
        <Button
          variant="default"
          onClick={() => onSend(mergedFields(entry, allMine))}
          disabled={busy}
        >
          {t('conflict.keepMine')}
        </Button>
        <Button onClick={() => onSend(mergedFields(entry, picks))} loading={busy}>
          {t('conflict.sendChoice')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirmDrop}
        onClose={() => setConfirmDrop(false)}
        title={t('conflict.keepTheirsTitle')}
        confirmLabel={t('conflict.keepTheirs')}
        onConfirm={() => {
          setConfirmDrop(false);
          onDrop();
        }}
        danger
      >
        <Text size="sm">{t('conflict.keepTheirsText', { name })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
