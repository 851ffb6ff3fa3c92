import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../src/core/logger.js';
import { createFirestoreMailer, MAIL_COLLECTION } from '../src/core/mail/mailer.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

describe('mailer', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('mailer');
  });
  afterAll(() => api.close());

  it('writes a document in the Trigger Email extension format', async () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const mailer = createFirestoreMailer(api.db, { now: () => now }, createMemoryLogger());
    const id = await mailer.send({
      to: ['a@example.org', 'b@example.org'],
      subject: 'Invitation',
      text: 'Join us',
      html: '<p>Join us</p>',
    });
    const stored = (await api.db.collection(MAIL_COLLECTION).doc(id).get()).data();
    expect(stored).toEqual({
      to: ['a@example.org', 'b@example.org'],
      message: { subject: 'Invitation', text: 'Join us', html: '<p>Join us</p>' },
      created_at: expect.objectContaining({ seconds: now.getTime() / 1000 }),
    });
  });
});
