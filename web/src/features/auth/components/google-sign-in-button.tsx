import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface GoogleSignInButtonProps {
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function GoogleSignInButton({ loading, disabled, onClick }: GoogleSignInButtonProps) {
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
    >
      {t('login.google')}
    </Button>
  );
}
