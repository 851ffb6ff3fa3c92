import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session/get-current-user';

function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

type UserMenuButtonProps = UnstyledButtonProps & ComponentPropsWithRef<'button'>;

/** The signed-in user's initials, which open their menu: the same before and after its code. */
export function UserMenuButton(props: UserMenuButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <UnstyledButton aria-label={t('header.userMenu')} style={{ borderRadius: '50%' }} {...props}>
      <Avatar color="brand" radius="xl" size={36}>
        {initials(user.first_name, user.last_name, user.email)}
      </Avatar>
    </UnstyledButton>
  );
}
