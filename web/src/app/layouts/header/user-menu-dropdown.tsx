import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useSignOut } from '@/lib/session/use-sign-out';
import { UserMenuButton } from './user-menu-button';

/** The user's name, their settings and signing out. */
export function UserMenuDropdown({ opened, focused }: DeferredMenuState) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const localePath = useLocalePath();
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <Menu position="bottom-end" width={240} shadow="md" defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={localePath('/profile')}
          leftSection={<IconUserCircle size={16} />}
        >
          {t('header.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => void signOut()}
        >
          {t('header.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
