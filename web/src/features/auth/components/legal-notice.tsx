import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedText } from '@/components/tagged-text';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** "By signing in you accept the conditions of use and the privacy policy", with links. */
export function LegalNotice({ i18nKey = 'auth:login.legal' }: { i18nKey?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Text size="xs" c="dimmed" ta="center">
      <TaggedText
        text={t(i18nKey)}
        parts={{
          terms: (children) => (
            <Anchor component={Link} to={localePath('/conditions_of_use')} size="xs">
              {children}
            </Anchor>
          ),
          privacy: (children) => (
            <Anchor component={Link} to={localePath('/privacy_policy')} size="xs">
              {children}
            </Anchor>
          ),
        }}
      />
    </Text>
  );
}
