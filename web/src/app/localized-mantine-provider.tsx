import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedTheme } from './theme';

/** Mantine with the app's theme, its built-in labels in the interface language. */
export function LocalizedMantineProvider(props: Omit<MantineProviderProps, 'theme'>) {
  const { t } = useTranslation();
  const close = t('actions.close');
  const theme = useMemo(() => localizedTheme({ close }), [close]);
  return <MantineProvider {...props} theme={theme} />;
}
