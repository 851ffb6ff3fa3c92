import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEmails } from '../utils/parse-emails';

interface PasteEmailsProps {
  onAdd: (emails: string[]) => void;
  onCancel: () => void;
}

/** A list copied from a spreadsheet or a mail client becomes one row per address. */
export function PasteEmails({ onAdd, onCancel }: PasteEmailsProps) {
  const { t } = useTranslation('members');
  const [text, setText] = useState('');
  const emails = parseEmails(text);
  return (
    <Stack gap="xs">
      <Textarea
        label={t('invite.pasteLabel')}
        description={t('invite.pasteHint')}
        autosize
        minRows={3}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button size="xs" disabled={emails.length === 0} onClick={() => onAdd(emails)}>
          {t('invite.pasteAdd', { count: emails.length })}
        </Button>
      </Group>
    </Stack>
  );
}
