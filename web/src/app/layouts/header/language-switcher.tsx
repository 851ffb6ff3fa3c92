import { Button } from '@mantine/core';
import { useDeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { useLanguageButtonProps } from './language-button';

// The menu is no part of a first load (issue 15), not even a sign-in page's: the button stays in
// place until its code has arrived (components/deferred-menu.ts).
const languageMenu = deferredModule(() =>
  import('./language-menu').then((module) => module.LanguageMenu),
);

/** The language button of every layout's header. */
export function LanguageSwitcher() {
  const languageButtonProps = useLanguageButtonProps();
  const { Menu, state, buttonProps } = useDeferredMenu(languageMenu);
  if (Menu) return <Menu {...state} />;
  return <Button {...languageButtonProps} {...buttonProps} />;
}
