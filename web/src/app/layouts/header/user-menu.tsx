import { useDeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { UserMenuButton } from './user-menu-button';

const userMenu = deferredModule(() =>
  import('./user-menu-dropdown').then((module) => module.UserMenuDropdown),
);

/** The header's user menu; its code comes after the first screen (components/deferred-menu.ts). */
export function UserMenu() {
  const { Menu, state, buttonProps } = useDeferredMenu(userMenu);
  if (Menu) return <Menu {...state} />;
  return <UserMenuButton {...buttonProps} />;
}
