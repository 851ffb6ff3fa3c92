import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useSignOut } from '@/lib/session/use-sign-out';

function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const localePath = useLocalePath();
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')} style={{ borderRadius: '50%' }}>
          <Avatar color="brand" radius="xl" size={36}>
            {initials(user.first_name, user.last_name, user.email)}
          </Avatar>
        </UnstyledButton>
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
