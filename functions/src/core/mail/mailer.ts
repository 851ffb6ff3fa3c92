import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { logs } from '../logs.js';

export interface MailMessage {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  /** Queues a message; resolves with the id of its `mail` document. */
  send(message: MailMessage): Promise<string>;
}

export const MAIL_COLLECTION = 'mail';

/**
 * Writes documents in the format of the Trigger Email extension (`to`, `message`), which sends
 * them in production and records `delivery` on the document. Locally the documents stay as a
 * readable outbox.
 */
export function createFirestoreMailer(db: Firestore, clock: Clock, logger: Logger): Mailer {
  return {
    async send(message) {
      const ref = await db.collection(MAIL_COLLECTION).add({
        to: typeof message.to === 'string' ? message.to : [...message.to],
        message: { subject: message.subject, text: message.text, html: message.html },
        created_at: clock.now(),
      });
      const recipients = typeof message.to === 'string' ? 1 : message.to.length;
      logs.mailQueued(logger, { mailId: ref.id, recipients });
      return ref.id;
    },
  };
}
