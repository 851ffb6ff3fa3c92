import { Box, rem, type TableScrollContainerProps } from '@mantine/core';

/**
 * Mantine's Table.ScrollContainer, which vite.config.ts swaps in for the library's inside its
 * Table: the library's imports ScrollArea (5 KB gzipped, its custom scroll bars) into the first
 * load of every screen with a table, even one asking for the native scroll (issue 15). This one
 * scrolls natively: a wide table slides sideways on a narrow screen, with the browser's own scroll
 * bar (a phone's overlay one); `maxHeight` makes it scroll down too.
 */
export function TableScrollContainer({
  minWidth,
  maxHeight,
  type: _type,
  scrollAreaProps: _scrollAreaProps,
  children,
  style,
  ...others
}: TableScrollContainerProps) {
  return (
    <Box
      {...others}
      style={[
        {
          overflowX: 'auto',
          ...(maxHeight !== undefined && { overflowY: 'auto', maxHeight: rem(maxHeight) }),
        },
        style,
      ]}
    >
      <div style={{ minWidth: rem(minWidth) }}>{children}</div>
    </Box>
  );
}
