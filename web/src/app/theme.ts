import {
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import skeleton from './skeleton.module.css';

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

// Mantine's gray 6 (#868e96), its "dimmed" text, reads at 3.3:1 on white: below WCAG AA's 4.5:1
// (issue 15). This one reads at 5.3:1 on white and 5:1 on the page's gray background.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#656d75',
  '#495057',
  '#343a40',
  '#212529',
];

// Colours whose shade 6 fails AA as text on white or light tints, or under white text.
const ACCENTS = [
  'red',
  'pink',
  'grape',
  'violet',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];

/** Mantine's fields built on its Combobox (a dropdown list of options). */
const COMBOBOX_FIELDS = ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'];

/** Light scheme: coloured text, light badges and filled buttons use darker shades (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      ACCENTS.filter((color) => color in DEFAULT_THEME.colors).flatMap((color) => [
        [`--mantine-color-${color}-text`, `var(--mantine-color-${color}-9)`],
        [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
        [`--mantine-color-${color}-filled`, `var(--mantine-color-${color}-8)`],
        [`--mantine-color-${color}-filled-hover`, `var(--mantine-color-${color}-9)`],
      ]),
    ),
    // Placeholders drawn as text (a date picker's "Pick a date") were gray 5, 2.1:1 on white.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand, gray },
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
    // Links inside text are told apart by more than their colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Button: { defaultProps: { radius: 'md' } },
    // Wide tables scroll natively: Mantine's ScrollArea measured each one as it mounted (a forced
    // layout inside the screen's first render) to draw a scrollbar the browser draws anyway.
    TableScrollContainer: { defaultProps: { type: 'native' } },
    Skeleton: { classNames: { root: skeleton.skeleton } },
    // Mantine keeps a closed dropdown in the page by default: each select rendered all its
    // options hidden and measured where to show them while the screen mounted (a forced style
    // and layout pass in the middle of the records grid's first render). The list is made when it
    // opens; the field names it (aria-controls) only then, so nothing points at a missing list.
    // (A field's own `comboboxProps` replace these: one that sets any says `keepMounted` too.)
    ...Object.fromEntries(
      COMBOBOX_FIELDS.map((name) => [
        name,
        { defaultProps: { comboboxProps: { keepMounted: false } } },
      ]),
    ),
  },
});

/**
 * The theme with the words it puts in components: the close buttons of notifications, modals
 * and drawers are icons, so without a name screen readers announce a bare "button" (axe: a
 * critical button-name failure). A screen that names its own close button keeps its name.
 *
 * The words are read when each component renders (Mantine calls a function `defaultProps` with
 * the theme), not baked into the theme: a theme that changed when the words arrived or the
 * language changed would re-render every Mantine component on the screen, hundreds of them on a
 * signed-in frame (issue 15's blocking time).
 */
export function localizedTheme(labels: { readonly close: () => string }): MantineThemeOverride {
  const defaultProps = () => ({ closeButtonProps: { 'aria-label': labels.close() } });
  // Plain objects keyed by component name: importing Modal or Notification to `.extend` them
  // would bring their code into the sign-in page's first load.
  return mergeThemeOverrides(theme, {
    components: {
      Notification: { defaultProps },
      Modal: { defaultProps },
      Drawer: { defaultProps },
    },
  });
}
