import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ConfirmModal } from './confirm-modal';

/** The usual caller: the dialog exists only while open. */
function DeleteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete the group</Button>
      {open && (
        <ConfirmModal
          opened
          onClose={() => setOpen(false)}
          title="Delete this group?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
        >
          It cannot be undone.
        </ConfirmModal>
      )}
    </>
  );
}

describe('ConfirmModal', () => {
  it('gives the focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete the group' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Delete this group?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
