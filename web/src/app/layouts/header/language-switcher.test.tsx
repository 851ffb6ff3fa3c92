import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('opens the language menu when pressed before the menu has loaded, and switches to French', async () => {
    const { router } = await renderWithProviders(<LanguageSwitcher />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Language (EN)' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Français' }, { timeout: 5000 }),
    );
    expect(router.state.location.pathname).toBe('/fr/login');
  });

  it('keeps the focus on the button when the menu arrives after a keyboard user reached it', async () => {
    await renderWithProviders(<LanguageSwitcher />, { path: '/login' });
    await userEvent.tab();
    // The menu's own button (Mantine names its target) has taken the placeholder's focus.
    await expect.poll(() => document.activeElement?.id ?? '', { timeout: 5000 }).toMatch(/target$/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language (EN)' }));
  });
});
