import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { InviteModal } from './invite-modal';

function answer({ method, path }: FakeCall): unknown {
  if (method === 'POST') {
    throw new ApiError(409, 'ALREADY_EXISTS', 'Error when inviting user', {
      issues: [{ path: 'invitations.1.email', message: 'Already a member' }],
    });
  }
  if (path.endsWith('/collects')) return { collects: [] };
  return {
    userGroups: [],
    totalItems: 0,
    pages: 0,
    currentPage: 1,
    next_cursor: null,
    prev_cursor: null,
  };
}

async function openModal() {
  const { api, calls } = fakeApi(answer);
  await renderWithProviders(
    <InviteModal
      programId="p1"
      programName="Literacy 2026"
      onClose={() => undefined}
      onSent={() => undefined}
    />,
    { path: '/p1/members', services: fakeServices({ api }) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Invite people to Literacy 2026' });
  return { dialog, calls };
}

describe('InviteModal', () => {
  it('turns pasted addresses into one row each', async () => {
    const { dialog } = await openModal();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Paste several addresses' }));
    // Pasting fires an input event, as typing does.
    fireEvent.input(within(dialog).getByLabelText('Addresses'), {
      target: { value: 'Ana <ana@x.org>; bo@x.org\ncy@x.org' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 addresses' }));

    expect(within(dialog).getByLabelText('E-mail address 1')).toHaveValue('ana@x.org');
    expect(within(dialog).getByLabelText('E-mail address 3')).toHaveValue('cy@x.org');
    expect(within(dialog).getByRole('button', { name: 'Send 3 invitations' })).toBeVisible();
  });

  it('says "Error when inviting user" and marks the row the API refused', async () => {
    const { dialog, calls } = await openModal();
    await userEvent.type(within(dialog).getByLabelText('E-mail address 1'), 'ana@x.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    await userEvent.type(within(dialog).getByLabelText('E-mail address 2'), 'bo@x.org');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error when inviting user');
    expect(
      within(dialog).getByText('Already a member of this program with this role.'),
    ).toBeVisible();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/programs/p1/invite_users');
    expect(sent?.options?.query).toEqual({ lang: 'en' });
    expect(sent?.options?.body).toEqual({
      invitations: [
        { email: 'ana@x.org', role: 'PROGRAM_MANAGER' },
        { email: 'bo@x.org', role: 'PROGRAM_MANAGER' },
      ],
    });
  });

  it('checks the addresses before sending', async () => {
    const { dialog, calls } = await openModal();
    await userEvent.type(within(dialog).getByLabelText('E-mail address 1'), 'not-an-address');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));

    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
