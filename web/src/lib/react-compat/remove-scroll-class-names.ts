/**
 * The one thing Mantine's AppShell header, footer and aside take from react-remove-scroll: the
 * class that keeps a fixed element clear of the scroll bar a dialog's scroll lock hides
 * (vite.config.ts swaps this in for the library there). The frame then brings none of the
 * library's 4 KB to every signed-in screen; dialogs and drawers load it with them (issue 15). The
 * test holds these names to the installed library's.
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
} as const;
