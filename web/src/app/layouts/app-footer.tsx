import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/constants';
import { CookiePreferencesLink } from '@/features/consent/components/cookie-preferences-link';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** SPEC §1: the current year and the links to the conditions of use and the privacy policy. */
export function AppFooter({ justify = 'center' }: { justify?: 'center' | 'space-between' }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Group component="footer" justify={justify} gap="md" py="md" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={localePath('/conditions_of_use')} size="xs" c="dimmed">
          {t('footer.terms')}
        </Anchor>
        <Anchor component={Link} to={localePath('/privacy_policy')} size="xs" c="dimmed">
          {t('footer.privacy')}
        </Anchor>
        <CookiePreferencesLink />
      </Group>
    </Group>
  );
}
