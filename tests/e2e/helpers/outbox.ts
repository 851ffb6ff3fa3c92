import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { StackContext } from '../../support/stack-context.js';

/**
 * The `mail` collection the API writes outgoing e-mail to (the Trigger Email format): locally
 * nothing is sent, so tests read the outbox to find an invitation's e-mail.
 */
export class Outbox {
  private readonly app: App;

  constructor(context: StackContext) {
    process.env.FIRESTORE_EMULATOR_HOST = context.firestoreEmulatorHost;
    this.app = initializeApp({ projectId: context.projectId }, `outbox-${randomUUID()}`);
  }

  /** The id of the newest e-mail to `address`, waiting a little for it to be written. */
  async latestMailTo(address: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const snapshot = await getFirestore(this.app)
        .collection('mail')
        .where('to', '==', address)
        .get();
      const newest = snapshot.docs
        .map((doc) => ({ id: doc.id, at: doc.get('created_at') as { toMillis(): number } }))
        .sort((a, b) => b.at.toMillis() - a.at.toMillis())[0];
      if (newest) return newest.id;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${address} in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
