// Loaded with the forms that take a file, not with the first screen.
import { Group, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '@/components/file-dropzone';
import type { FieldInputProps } from './field-props';
import { asList, fieldLabel, wrapperProps } from './field-text';
import { FilePreview } from './file-preview';

/**
 * FILE_UPLOAD: drop or pick files; each is stored through `onUpload` (the caller's endpoint) and
 * the field keeps the URLs it returns: one (STRING) or several (STRING_ARRAY). A single-file
 * field shows its file with a remove button instead of the dropzone.
 */
export function FileFieldInput(props: FieldInputProps) {
  const { t } = useTranslation('fields');
  const { field, value, onChange, onBlur, onUpload, locale } = props;
  const { disabled, ...wrapper } = wrapperProps(props);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const multiple = field.datatype === 'STRING_ARRAY';
  const urls = asList(value);

  async function upload(files: File[]) {
    if (!onUpload) return;
    const chosen = multiple ? files : files.slice(0, 1);
    setFailed(null);
    setUploading(true);
    const results = await Promise.allSettled(chosen.map((file) => onUpload(file)));
    setUploading(false);
    const stored = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const refused = chosen.find((_, index) => results[index]?.status === 'rejected');
    if (refused) setFailed(refused.name);
    if (stored.length > 0) onChange(multiple ? [...urls, ...stored] : stored[0]!);
    onBlur?.();
  }

  function remove(url: string) {
    const rest = urls.filter((item) => item !== url);
    onChange(multiple ? rest : null);
    onBlur?.();
  }

  return (
    <Input.Wrapper {...wrapper} labelElement="div">
      <Stack gap="xs" mt={6}>
        {urls.length > 0 && (
          <Group gap="xs" align="flex-start">
            {urls.map((url) => (
              <FilePreview
                key={url}
                url={url}
                onRemove={disabled ? undefined : () => remove(url)}
              />
            ))}
          </Group>
        )}
        {(multiple || urls.length === 0) && (
          <FileDropzone
            onDrop={(files) => void upload(files)}
            multiple={multiple}
            disabled={disabled || !onUpload}
            loading={uploading}
            inputLabel={t('file.input', { label: fieldLabel(field, locale) })}
          >
            <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
              <IconUpload size={24} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm">
                {onUpload ? t(multiple ? 'file.dropMany' : 'file.drop') : t('file.unavailable')}
              </Text>
            </Group>
          </FileDropzone>
        )}
        {failed && (
          <Text size="sm" c="red" role="alert">
            {t('file.failed', { name: failed })}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
