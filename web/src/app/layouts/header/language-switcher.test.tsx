import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

// The menu's module is imported on demand; on a busy CI machine its first transform can take
// seconds, so these tests wait longer than vitest's default for it to arrive.
const MENU_ARRIVAL = 15_000;

describe('LanguageSwitcher', () => {
  it(
    'opens the language menu when pressed before the menu has loaded, and switches to French',
    async () => {
      const { router } = await renderWithProviders(<LanguageSwitcher />, { path: '/login' });
      await userEvent.click(screen.getByRole('button', { name: 'Language (EN)' }));
      await userEvent.click(
        await screen.findByRole('menuitem', { name: 'Français' }, { timeout: MENU_ARRIVAL }),
      );
      expect(router.state.location.pathname).toBe('/fr/login');
    },
    MENU_ARRIVAL + 5000,
  );

  it(
    'keeps the focus on the button when the menu arrives after a keyboard user reached it',
    async () => {
      await renderWithProviders(<LanguageSwitcher />, { path: '/login' });
      await userEvent.tab();
      // The menu's own button (Mantine names its target) has taken the placeholder's focus.
      await expect
        .poll(() => document.activeElement?.id ?? '', { timeout: MENU_ARRIVAL })
        .toMatch(/target$/);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language (EN)' }));
    },
    MENU_ARRIVAL + 5000,
  );
});
