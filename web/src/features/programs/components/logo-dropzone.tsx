// Loaded with the forms that take a file, not with the first screen.
import { Button, Group, Image, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { PROGRAM_LOGO_MAX_BYTES, PROGRAM_LOGO_TYPES } from '@shared/constants';
import { IconPhoto, IconPhotoX, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '@/components/file-dropzone';
import { logoProblem, logoRejectionProblem, type LogoProblem } from '../utils/logo-rejection';

interface LogoDropzoneProps {
  /** The image chosen in this form, not uploaded yet. */
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  /** The program's logo now (edit form); hidden once `removed`. */
  currentUrl?: string | null;
  removed?: boolean;
  onRemoveCurrent?: () => void;
  /** A problem found by the form's schema, already translated. */
  error?: string | null;
}

/** Shows the chosen image (or the current logo) while it is only held by the browser. */
function usePreviewUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The program logo: drop or pick one image; its type and size are checked in the browser
 * before anything is uploaded, and the image is previewed.
 */
export function LogoDropzone({
  file,
  onFileChange,
  currentUrl = null,
  removed = false,
  onRemoveCurrent,
  error,
}: LogoDropzoneProps) {
  const { t } = useTranslation('programs');
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const preview = usePreviewUrl(file);
  const shown = preview ?? (removed ? null : currentUrl);
  const message = problem ? t(`logo.problems.${problem}`) : (error ?? null);

  function accept(files: File[]) {
    const [chosen] = files;
    const found = chosen ? logoProblem(chosen) : 'count';
    setProblem(found);
    if (!found) onFileChange(chosen);
  }

  return (
    <Input.Wrapper
      label={t('logo.label')}
      description={t('logo.hint')}
      error={message}
      labelElement="div"
    >
      <Group align="stretch" gap="md" mt={6} wrap="nowrap">
        <Stack
          w={112}
          h={112}
          align="center"
          justify="center"
          style={{
            flexShrink: 0,
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-default-border)',
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <Image src={shown} alt={t('logo.preview')} w={112} h={112} fit="contain" />
          ) : (
            <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
              <IconPhoto size={28} />
            </ThemeIcon>
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: 1 }}>
          <FileDropzone
            onDrop={accept}
            onReject={(rejections) => {
              const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
              setProblem(logoRejectionProblem(codes));
            }}
            accept={PROGRAM_LOGO_TYPES}
            maxSize={PROGRAM_LOGO_MAX_BYTES}
            multiple={false}
            inputLabel={t('logo.input')}
          >
            {(status) => (
              <Group justify="center" gap="sm" mih={60} style={{ pointerEvents: 'none' }}>
                {status === 'accept' && (
                  <IconUpload size={28} color="var(--mantine-color-brand-6)" />
                )}
                {status === 'reject' && <IconPhotoX size={28} color="var(--mantine-color-red-6)" />}
                {status === 'idle' && <IconPhoto size={28} color="var(--mantine-color-dimmed)" />}
                <div>
                  <Text size="sm" fw={500}>
                    {t('logo.drop')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file ? t('logo.chosen', { name: file.name }) : t('logo.types')}
                  </Text>
                </div>
              </Group>
            )}
          </FileDropzone>
          {(file || (currentUrl && !removed)) && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  setProblem(null);
                  if (file) onFileChange(undefined);
                  else onRemoveCurrent?.();
                }}
              >
                {file ? t('logo.discard') : t('logo.remove')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
