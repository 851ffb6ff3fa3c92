import { LOCALE_COOKIE_DAYS } from '@/config/constants';
import { LOCALES, type Locale } from '@shared/contract/locale.schema';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE_NAME } from '@/config/constants';
import { writeCookie } from '@/lib/cookies';
import { switchLocalePath } from '@/lib/i18n/locale-path';
import { useLocale } from '@/lib/i18n/use-locale';

/** Switches language on the same page: the URL gains or loses its `/fr` prefix. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  function choose(locale: Locale) {
    writeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS);
    if (locale === current) return;
    void navigate(switchLocalePath(location.pathname, locale) + location.search + location.hash);
  }

  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          // The name holds the visible code, so that speech input ("click EN") finds it too.
          aria-label={t('language.button', { code: current.toUpperCase() })}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
            rightSection={locale === current ? <IconCheck size={16} /> : null}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
