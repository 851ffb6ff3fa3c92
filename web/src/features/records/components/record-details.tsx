import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import { useTranslation } from 'react-i18next';
import { FieldDisplay } from '@/components/fields/field-display';
import { fieldLabel, isEmptyValue } from '@/components/fields/field-text';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale, useLocale } from '@/lib/i18n/use-locale';
import { RecordFileValue } from './record-file-value';

interface RecordDetailsProps {
  collect: Collect;
  record: CollectRecord;
}

/** Every field of a record with its display, then who created and last changed it, and when. */
export function RecordDetails({ collect, record }: RecordDetailsProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const when = (iso: string) => formatDateTime(iso, intlLocale);
  return (
    <Stack gap="md">
      <Card>
        <Stack gap="md" component="dl" m={0}>
          {collect.fields.map((field) => {
            const value = record.fields[field.variable] ?? null;
            return (
              <SimpleGrid key={field.variable} cols={{ base: 1, sm: 3 }} spacing="xs">
                <Text component="dt" fw={600} size="sm">
                  {fieldLabel(field, locale)}
                </Text>
                <Stack component="dd" m={0} gap={0} style={{ gridColumn: 'span 2' }}>
                  {field.input_method === 'FILE_UPLOAD' ? (
                    <RecordFileValue
                      recordId={record._id}
                      field={field}
                      hasFiles={!isEmptyValue(value)}
                      locale={locale}
                    />
                  ) : (
                    <FieldDisplay field={field} value={value} locale={locale} />
                  )}
                </Stack>
              </SimpleGrid>
            );
          })}
        </Stack>
      </Card>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {record.created_by
            ? t('record.createdBy', { when: when(record.created_at), who: record.created_by.name })
            : t('record.createdAt', { when: when(record.created_at) })}
        </Text>
        <Text size="sm" c="dimmed">
          {record.updated_by
            ? t('record.updatedBy', { when: when(record.updated_at), who: record.updated_by.name })
            : t('record.updatedAt', { when: when(record.updated_at) })}
        </Text>
      </Stack>
    </Stack>
  );
}
