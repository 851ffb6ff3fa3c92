import type { TooltipProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';

const tooltip = deferredModule(() => import('./tooltip').then((module) => module.Tooltip));

interface DeferredTooltipProps extends Omit<TooltipProps, 'children'> {
  /** The element the tooltip is for; it must carry `target` as its ref. */
  children: ReactElement;
  target: RefObject<HTMLElement | null>;
}

/**
 * Mantine's Tooltip, whose code (floating-ui, 15 KB, and the tooltip's own) is no part of a
 * screen's first load (issue 15): the target shows alone until it has come, when the browser is
 * idle or when the screen opens the tooltip. Wrapping the target remounts it, so its state must
 * live above it (a controlled input); one that had the focus gets it back, the caret at the end.
 */
export function DeferredTooltip({ children, target, ...props }: DeferredTooltipProps) {
  const Tooltip = useDeferredModule(tooltip);
  const hadFocus = useRef(false);

  // Read as the code arrives, before the target is swapped.
  useEffect(
    () =>
      tooltip.subscribe(() => {
        hadFocus.current = target.current?.contains(document.activeElement) ?? false;
      }),
    [target],
  );
  // A tooltip opened by the screen (a hint after a key press) is wanted now.
  useEffect(() => {
    if (props.opened) tooltip.load();
  }, [props.opened]);
  useLayoutEffect(() => {
    const element = target.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!Tooltip || !hadFocus.current || !lost || !element) return;
    hadFocus.current = false;
    element.focus();
    if (element instanceof HTMLInputElement && element.type !== 'number') {
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [Tooltip, target]);

  if (!Tooltip) return children;
  // eslint-disable-next-line react-hooks/static-components -- Mantine's Tooltip, once loaded
  return <Tooltip {...props}>{children}</Tooltip>;
}
