import { Anchor, List, Stack, Text } from '@mantine/core';
import { emailEndpoints } from '@shared/contract/email.endpoints';
import { apiPath } from '@shared/contract/endpoint';
import type { Invitation } from '@shared/contract/invitation.schema';
import { useTranslation } from 'react-i18next';

interface SentEmailsMessageProps {
  message: string;
  /** The invitations whose e-mail can be opened; empty outside the emulators. */
  invitations: Pick<Invitation, 'email' | 'mail_id'>[];
}

/**
 * A notification's text and, in the emulators where no mail is delivered, a link to each
 * e-mail just written so the tester can follow the registration link.
 */
export function SentEmailsMessage({ message, invitations }: SentEmailsMessageProps) {
  const { t } = useTranslation('members');
  const viewable = invitations.filter((invitation) => invitation.mail_id);
  if (viewable.length === 0) return <>{message}</>;
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <List size="sm" spacing={2}>
        {viewable.map(({ email, mail_id }) => (
          <List.Item key={mail_id}>
            {email} —{' '}
            <Anchor
              href={apiPath(emailEndpoints.page, { id: mail_id ?? '' })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('sentEmails.view')}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
