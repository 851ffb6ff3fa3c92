import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
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
      <InitialsAvatar
        initials={initials(user.first_name, user.last_name, user.email)}
        size={36}
        radius="round"
      />
    </UnstyledButton>
  );
}
