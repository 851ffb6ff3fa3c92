import { Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '@/components/file-dropzone';

const MAX_BYTES = 30 * 1024 * 1024;
// Types as browsers give them (a CSV is text/plain or an Excel type on some systems) and names.
const ACCEPT = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv',
  '.txt',
  '.xlsx',
];

interface FileDropProps {
  loading: boolean;
  onFile: (file: File) => void;
  onRejected: () => void;
}

/** Where a CSV or XLSX file is dropped (or chosen); the api reads what it really is. */
export function FileDrop({ loading, onFile, onRejected }: FileDropProps) {
  const { t } = useTranslation('imports');
  return (
    <FileDropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) onFile(file);
      }}
      onReject={onRejected}
      maxSize={MAX_BYTES}
      multiple={false}
      accept={ACCEPT}
      loading={loading}
      inputLabel={t('import.drop')}
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
    </FileDropzone>
  );
}
