import { ActionIcon, Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileKind, fileName, safeHttpUrl } from './file-url';

interface FilePreviewProps {
  url: string;
  /** Shown as a remove button when given (the input, not the display). */
  onRemove?: () => void;
}

/** One stored file: an image inline, a PDF or another file as a link that opens it. */
export function FilePreview({ url, onRemove }: FilePreviewProps) {
  const { t } = useTranslation('fields');
  const safe = safeHttpUrl(url);
  const name = fileName(url);
  const kind = safe ? fileKind(safe) : 'other';
  const Icon = kind === 'pdf' ? IconFileText : IconPaperclip;
  return (
    <Paper withBorder radius="md" p="xs" maw={260}>
      <Stack gap={6}>
        {safe && kind === 'image' && (
          <Image src={safe.href} alt={name} h={120} fit="contain" radius="sm" />
        )}
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
            {safe ? (
              <Anchor
                size="sm"
                href={safe.href}
                target="_blank"
                rel="noopener noreferrer"
                truncate
                aria-label={t(kind === 'pdf' ? 'file.openPdf' : 'file.open', { name })}
              >
                {name}
              </Anchor>
            ) : (
              <Text size="sm" truncate>
                {name}
              </Text>
            )}
          </Group>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              aria-label={t('file.remove', { name })}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
