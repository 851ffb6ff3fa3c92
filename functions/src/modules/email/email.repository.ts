import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { MAIL_COLLECTION } from '../../core/mail/mailer.js';

export interface StoredMail {
  readonly to: string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const storedMailSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  message: z.object({
    subject: z.string().default(''),
    html: z.string().optional(),
    text: z.string().optional(),
  }),
});

export interface EmailRepository {
  find(id: string): Promise<StoredMail | null>;
}

/** Reads the `mail` documents the mailer writes (Trigger Email format). */
export function createEmailRepository(db: Firestore): EmailRepository {
  return {
    async find(id) {
      const snapshot = await db.collection(MAIL_COLLECTION).doc(id).get();
      if (!snapshot.exists) return null;
      const stored = storedMailSchema.parse(snapshot.data());
      return {
        to: typeof stored.to === 'string' ? [stored.to] : stored.to,
        subject: stored.message.subject,
        html: stored.message.html ?? '',
        text: stored.message.text ?? '',
      };
    },
  };
}
