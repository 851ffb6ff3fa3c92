import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { DeleteProgramModal } from './delete-program-modal';

const program = { _id: 'p1', name: 'Literacy 2026', logo: null };

describe('DeleteProgramModal', () => {
  it('names what goes with the program and deletes only once its name is typed', async () => {
    const { api, calls } = fakeApi(({ method }) =>
      method === 'DELETE'
        ? { _id: 'p1', deleted: { documents: 12, members: 3, invitations: 2, logo: false } }
        : { programs: [] },
    );
    await renderWithProviders(
      <DeleteProgramModal program={program} opened onClose={() => undefined} />,
      { path: '/p1/settings', services: fakeServices({ api }) },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Delete “Literacy 2026”?' });
    expect(dialog).toHaveTextContent('every record of those collects');
    expect(dialog).toHaveTextContent('its invitations, whose links stop working');
    const confirm = screen.getByRole('button', { name: 'Delete the program' });
    expect(confirm).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Type “Literacy 2026” to confirm'), 'Literacy');
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type “Literacy 2026” to confirm'), ' 2026');
    await userEvent.click(confirm);

    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/programs/p1',
    ]);
  });
});
