import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { localizedTheme } from './theme';

interface LocalizedMantineProviderProps extends Omit<MantineProviderProps, 'theme'> {
  readonly i18n: I18n;
}

/**
 * Mantine with the app's theme, its built-in labels in the interface language.
 *
 * Nothing here may re-render on its own: MantineProvider gives every Mantine component a context
 * value it makes afresh on each render, so one re-render of it re-renders the whole screen
 * (hundreds of components on a signed-in frame, issue 15's blocking time). Hence no
 * `useTranslation` (which re-renders when words load or the language changes) and a theme made
 * once, whose labels are looked up as components render (theme.ts).
 */
export function LocalizedMantineProvider({ i18n, ...props }: LocalizedMantineProviderProps) {
  const theme = useMemo(() => localizedTheme({ close: () => i18n.t('actions.close') }), [i18n]);
  return <MantineProvider {...props} theme={theme} />;
}
