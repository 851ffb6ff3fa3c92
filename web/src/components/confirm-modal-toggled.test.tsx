import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ConfirmModal } from './confirm-modal';

// Its own file: the dialog's code must not have been loaded by an earlier test (the deferred
// module is kept for the file's lifetime).

/** A caller that keeps the dialog mounted and toggles it. */
function DeleteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete the program</Button>
      <ConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        title="Delete this program?"
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
      >
        It cannot be undone.
      </ConfirmModal>
    </>
  );
}

describe('ConfirmModal kept mounted and toggled', () => {
  it('gives the focus back to its opener when it opened before its code had come', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete the program' });
    // At once: the dialog's code is fetched when the page is idle, not yet.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Delete this program?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    // The second time Mantine's Modal is there when it opens, and both returns agree.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Delete this program?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
