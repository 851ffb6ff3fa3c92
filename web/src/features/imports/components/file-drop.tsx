import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const MAX_BYTES = 30 * 1024 * 1024;
const ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

interface FileDropProps {
  loading: boolean;
  onFile: (file: File) => void;
  onRejected: () => void;
}

/** Where a CSV or XLSX file is dropped (or chosen); the api reads what it really is. */
export function FileDrop({ loading, onFile, onRejected }: FileDropProps) {
  const { t } = useTranslation('imports');
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) onFile(file);
      }}
      onReject={onRejected}
      maxSize={MAX_BYTES}
      maxFiles={1}
      multiple={false}
      accept={ACCEPT}
      loading={loading}
      aria-label={t('import.drop')}
      // The hidden file input the zone opens is named too (axe: a form field needs a label).
      inputProps={{ 'aria-label': t('import.drop') }}
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
        <IconFileSpreadsheet size={48} stroke={1.4} />
        <Stack gap={4}>
          <Text size="lg">{t('import.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('import.dropHint')}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
