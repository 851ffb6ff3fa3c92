import { LOCALE_COOKIE_DAYS } from '@/config/constants';
import { LOCALES, type Locale } from '@shared/contract/locales';
import { Button, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import { LOCALE_COOKIE_NAME } from '@/config/constants';
import { writeCookie } from '@/lib/cookies';
import { switchLocalePath } from '@/lib/i18n/locale-path';
import { useLocale } from '@/lib/i18n/use-locale';
import { useLanguageButtonProps } from './language-button';

/** Switches language on the same page: the URL gains or loses its `/fr` prefix. */
export function LanguageMenu({ opened, focused }: DeferredMenuState) {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const buttonProps = useLanguageButtonProps();
  const button = useRef<HTMLButtonElement>(null);

  useFocusHandoff(focused, button);

  function choose(locale: Locale) {
    writeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS);
    if (locale === current) return;
    void navigate(switchLocalePath(location.pathname, locale) + location.search + location.hash);
  }

  return (
    <Menu position="bottom-end" width={180} shadow="md" defaultOpened={opened}>
      <Menu.Target>
        <Button ref={button} {...buttonProps} />
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
