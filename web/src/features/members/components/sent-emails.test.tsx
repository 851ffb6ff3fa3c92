import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { InviteModal } from './invite-modal';
import { SentEmailsMessage } from './sent-emails';

const invitation = {
  _id: 'i1',
  invitation_id: 'i1',
  email: 'ana@x.org',
  program_id: 'p1',
  role: 'PROGRAM_MANAGER',
  status: 'PENDING',
  lang: 'en',
  invited_by: null,
  created_at: '2026-11-21T10:00:00.000Z',
  sent_at: '2026-11-21T10:00:00.000Z',
  expires_at: '2026-12-05T10:00:00.000Z',
  mail_id: 'm1',
};

/** Sends one invitation from the modal; returns the message of the notice shown. */
async function inviteAna(authEmulatorUrl: string | null): Promise<ReactNode> {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('n1');
  const { api } = fakeApi(({ method, path }) => {
    if (method === 'POST') return { invitations: [invitation] };
    if (path.endsWith('/collects')) return { collects: [] };
    return {
      userGroups: [],
      totalItems: 0,
      pages: 0,
      currentPage: 1,
      next_cursor: null,
      prev_cursor: null,
    };
  });
  const services = fakeServices({ api });
  await renderWithProviders(
    <InviteModal programId="p1" programName="Literacy" onClose={vi.fn()} onSent={vi.fn()} />,
    { services: { ...services, config: { ...services.config, authEmulatorUrl } } },
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('E-mail address 1'), 'ana@x.org');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
  await vi.waitFor(() => expect(show).toHaveBeenCalled());
  return show.mock.calls[0]?.[0].message;
}

describe('invitation e-mails in the emulators', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links each address to its e-mail, in a new tab', async () => {
    const message = await inviteAna('http://127.0.0.1:9099');
    await renderWithProviders(message);

    const link = screen.getByRole('link', { name: 'View e-mail' });
    expect(link).toHaveAttribute('href', '/api/email/m1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('li')).toHaveTextContent('ana@x.org');
  });

  it('shows no link in production', async () => {
    const message = await inviteAna(null);
    await renderWithProviders(message);

    expect(screen.getByText('1 invitation to Literacy has been sent.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks French', async () => {
    await renderWithProviders(
      <SentEmailsMessage message="Envoyée" invitations={[{ email: 'bo@x.org', mail_id: 'm 2' }]} />,
      { locale: 'fr' },
    );

    expect(screen.getByRole('link', { name: 'Voir l’e-mail' })).toHaveAttribute(
      'href',
      '/api/email/m%202',
    );
  });
});
