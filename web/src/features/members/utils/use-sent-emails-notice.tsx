import { notifications } from '@/lib/notifications';
import type { Invitation } from '@shared/contract/invitation.schema';
import { useServices } from '@/lib/services';
import { SentEmailsMessage } from '../components/sent-emails';

/**
 * Shows that invitations were sent. Against the emulators the e-mails are only stored, so the
 * notice links to each one and stays open; in production it is the plain message.
 */
export function useSentEmailsNotice() {
  const emulated = useServices().config.authEmulatorUrl !== null;
  return (message: string, invitations: Invitation[]) => {
    notifications.show({
      color: 'teal',
      message: <SentEmailsMessage message={message} invitations={emulated ? invitations : []} />,
      autoClose: emulated ? false : undefined,
    });
  };
}
