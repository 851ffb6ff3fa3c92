import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A slightly violet indigo: calm for daily work, close to the rainbow's blue-violet end.
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dcdeff',
  '#b6b9fb',
  '#8d92f6',
  '#6b70f2',
  '#5559ef',
  '#4a4eef',
  '#3b3fd5',
  '#3337bf',
  '#272ca9',
];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: { light: 6, dark: 4 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get no modal or menu transitions.
  respectReducedMotion: true,
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Button: { defaultProps: { radius: 'md' } },
  },
});
