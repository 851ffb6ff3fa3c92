import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** "By signing in you accept the conditions of use and the privacy policy", with links. */
export function LegalNotice({ i18nKey = 'auth:login.legal' }: { i18nKey?: string }) {
  const localePath = useLocalePath();
  return (
    <Text size="xs" c="dimmed" ta="center">
      <Trans
        i18nKey={i18nKey}
        components={{
          terms: <Anchor component={Link} to={localePath('/conditions_of_use')} size="xs" />,
          privacy: <Anchor component={Link} to={localePath('/privacy_policy')} size="xs" />,
        }}
      />
    </Text>
  );
}
