import { Modal } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Locale } from '@shared/contract/locale.schema';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';

// axe rated the icon-only close buttons of notifications and dialogs critical (no accessible
// name): the theme names them in the interface language.

describe('close buttons named by the theme', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it.each<[Locale, string]>([
    ['en', 'Close'],
    ['fr', 'Fermer'],
  ])('names a notification’s close button in %s', async (locale, name) => {
    await renderWithProviders(<Notifications />, { locale });
    act(() => {
      notifications.show({ title: 'Saved', message: 'The graphic was saved' });
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name })).toBeInTheDocument();
  });

  it.each<[Locale, string]>([
    ['en', 'Close'],
    ['fr', 'Fermer'],
  ])('names a dialog’s close button in %s', async (locale, name) => {
    await renderWithProviders(
      <Modal opened onClose={() => undefined} title="Delete the graphic?">
        Body
      </Modal>,
      { locale },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });
});
