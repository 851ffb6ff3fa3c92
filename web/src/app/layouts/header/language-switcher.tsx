import { Button } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { useLanguageButtonProps } from './language-button';
import type { LanguageMenuProps } from './language-menu';

// The menu (Mantine's Menu with its popover and focus machinery) is no part of a sign-in page's
// first load (issue 15's budget): its code arrives once the browser is idle, or as soon as the
// button is pointed at, focused or pressed; the button stays in place until it has arrived.
const loadMenu = () => import('./language-menu').then((module) => module.LanguageMenu);

/** The language button of every layout's header. */
export function LanguageSwitcher() {
  const buttonProps = useLanguageButtonProps();
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);

  const fetchMenu = () => {
    // A failed download (a new deployment, offline) leaves the button; the next gesture retries.
    loadMenu().then(
      (menu) => setMenu(() => menu),
      () => undefined,
    );
  };
  useEffect(() => whenIdle(fetchMenu), []);

  if (Menu) return <Menu opened={opened} focused={focused} />;
  return (
    <Button
      {...buttonProps}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      // Focus moving elsewhere, not the button being swapped for the menu's (no next target).
      onBlur={(event) => {
        if (event.relatedTarget) setFocused(false);
      }}
      onClick={() => {
        setOpened(true);
        fetchMenu();
      }}
    />
  );
}
