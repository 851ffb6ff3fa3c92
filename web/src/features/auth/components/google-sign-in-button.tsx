import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface GoogleSignInButtonProps {
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Called when the pointer or the focus reaches the button: what a click needs may load. */
  onPrefetch?: () => void;
}

export function GoogleSignInButton({
  loading,
  disabled,
  onClick,
  onPrefetch,
}: GoogleSignInButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandGoogleFilled size={18} />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      {t('login.google')}
    </Button>
  );
}
