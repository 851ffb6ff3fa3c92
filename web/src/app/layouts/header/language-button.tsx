import type { ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n/use-locale';

/** The language button, the same before and after its menu's code has arrived. */
export function useLanguageButtonProps(): ButtonProps & { 'aria-label': string } {
  const { t } = useTranslation();
  const current = useLocale();
  return {
    variant: 'subtle',
    color: 'gray',
    size: 'compact-md',
    leftSection: <IconLanguage size={18} />,
    // The name holds the visible code, so that speech input ("click EN") finds it too.
    'aria-label': t('language.button', { code: current.toUpperCase() }),
    children: current.toUpperCase(),
  };
}
