import { Modal, useMantineTheme } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Locale } from '@shared/contract/locale.schema';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create-i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { LocalizedMantineProvider } from './localized-mantine-provider';

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

describe('the Mantine provider', () => {
  // MantineProvider hands every Mantine component a context value made afresh on each of its
  // renders: one re-render of it re-rendered the whole screen, three times on a signed-in first
  // load (the dashboard's blocking time, issue 15). Words arriving and the language changing
  // must leave it alone; a dialog opened afterwards still speaks the new language.
  it('does not re-render the screen when words load or the language changes', async () => {
    const i18n = await createI18n('en');
    let renders = 0;
    function ThemedScreen() {
      useMantineTheme();
      renders += 1;
      return <p>Screen</p>;
    }
    const screenElement = <ThemedScreen />;
    const view = render(
      <I18nextProvider i18n={i18n}>
        <LocalizedMantineProvider i18n={i18n} env="test">
          {screenElement}
        </LocalizedMantineProvider>
      </I18nextProvider>,
    );
    expect(renders).toBe(1);
    await act(async () => {
      await i18n.loadNamespaces(['auth', 'dashboard']);
      await i18n.changeLanguage('fr');
    });
    expect(renders).toBe(1);

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <LocalizedMantineProvider i18n={i18n} env="test">
          {screenElement}
          <Modal opened onClose={() => undefined} title="Supprimer ?">
            Corps
          </Modal>
        </LocalizedMantineProvider>
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
