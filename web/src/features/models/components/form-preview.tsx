import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldController } from '@/components/fields/record-field-controller';
import { useRecordForm } from '@/components/fields/use-record-form';
import { useLocale } from '@/lib/i18n/use-locale';

interface FormPreviewProps {
  fields: readonly RecordField[];
}

/**
 * The record form a contributor will fill in, drawn by the same field renderers and checked by
 * the same validation engine, in either language.
 */
export function FormPreview({ fields }: FormPreviewProps) {
  const { t } = useTranslation('models');
  const [locale, setLocale] = useState<Locale>(useLocale());
  const titleId = useId();
  // A changed field (another variable, input or datatype) starts the preview afresh.
  const signature = fields
    .map((field) => `${field.variable}:${field.input_method}:${field.datatype}`)
    .join('|');

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4" id={titleId}>
              {t('preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('preview.hint')}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            aria-label={t('preview.language')}
            value={locale}
            onChange={(value) => setLocale(value === 'fr' ? 'fr' : 'en')}
            data={[
              { value: 'en', label: 'EN' },
              { value: 'fr', label: 'FR' },
            ]}
          />
        </Group>
        {fields.length === 0 ? (
          <Text c="dimmed">{t('preview.empty')}</Text>
        ) : (
          <PreviewForm key={`${locale}/${signature}`} fields={fields} locale={locale} />
        )}
      </Stack>
    </Card>
  );
}

function PreviewForm({ fields, locale }: { fields: readonly RecordField[]; locale: Locale }) {
  const { t } = useTranslation('models');
  const form = useRecordForm({ fields, locale });
  const [valid, setValid] = useState(false);
  const hasFiles = fields.some((field) => field.input_method === 'FILE_UPLOAD');

  return (
    <form
      lang={locale}
      noValidate
      onSubmit={form.handleSubmit(() => setValid(true))}
      onChange={() => setValid(false)}
    >
      <Stack gap="md">
        {fields.map((field) => (
          <RecordFieldController key={field.variable} form={form} field={field} locale={locale} />
        ))}
        {hasFiles && (
          <Text size="xs" c="dimmed">
            {t('preview.files')}
          </Text>
        )}
        {valid && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('preview.valid')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light">
            {t('preview.check')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
