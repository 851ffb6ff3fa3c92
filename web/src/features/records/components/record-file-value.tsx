import { Loader, Text } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { useTranslation } from 'react-i18next';
import { FieldDisplay } from '@/components/fields/field-display';
import { useRecordPreview } from '../api/get-record-preview';

interface RecordFileValueProps {
  recordId: string;
  field: RecordField;
  hasFiles: boolean;
  locale: Locale;
}

/**
 * A file field on the record page: the stored addresses need a session, so the files are shown
 * through the short-lived signed links the preview endpoint gives.
 */
export function RecordFileValue({ recordId, field, hasFiles, locale }: RecordFileValueProps) {
  const { t } = useTranslation('records');
  const preview = useRecordPreview(recordId, field.variable, hasFiles);
  if (!hasFiles) return <FieldDisplay field={field} value={null} locale={locale} />;
  if (preview.isPending) return <Loader size="xs" type="dots" />;
  if (preview.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('record.filesError')}
      </Text>
    );
  }
  const urls = preview.data.files.map((file) => file.url);
  const value = field.datatype === 'STRING_ARRAY' ? urls : (urls[0] ?? null);
  return <FieldDisplay field={field} value={value} locale={locale} />;
}
