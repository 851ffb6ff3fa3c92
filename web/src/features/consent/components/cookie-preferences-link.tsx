import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsent } from './consent-provider';

export function CookiePreferencesLink() {
  const { t } = useTranslation();
  const { reopen } = useConsent();
  return (
    <Anchor component="button" type="button" size="xs" c="dimmed" onClick={reopen}>
      {t('footer.cookies')}
    </Anchor>
  );
}
