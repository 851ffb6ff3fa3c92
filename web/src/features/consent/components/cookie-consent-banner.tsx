import { Anchor, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useConsent } from './consent-provider';

/** The cookie control: necessary cookies only, or analytics too. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { bannerOpen, choose } = useConsent();
  const localePath = useLocalePath();
  return (
    <Transition mounted={bannerOpen} transition="slide-up" duration={200}>
      {(style) => (
        <Paper
          role="region"
          aria-label={t('consent.label')}
          shadow="lg"
          withBorder
          p="md"
          style={{
            ...style,
            position: 'fixed',
            left: 16,
            right: 16,
            bottom: 16,
            maxWidth: 520,
            zIndex: 300,
          }}
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <IconCookie size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
            <div>
              <Text size="sm">
                {t('consent.message')}{' '}
                <Anchor component={Link} to={localePath('/privacy_policy')} size="sm">
                  {t('footer.privacy')}
                </Anchor>
              </Text>
              <Group gap="xs" mt="sm" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => choose('necessary')}>
                  {t('consent.necessaryOnly')}
                </Button>
                <Button size="xs" onClick={() => choose('all')}>
                  {t('consent.acceptAll')}
                </Button>
              </Group>
            </div>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
