import type { TooltipProps } from '@mantine/core';
import { useEffect, useId, useState, type ReactElement, type RefObject } from 'react';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';

const tooltip = deferredModule(() => import('./tooltip').then((module) => module.Tooltip));

interface DeferredTooltipProps extends Omit<TooltipProps, 'children' | 'target' | 'events'> {
  /** The element the tooltip is for; it must carry `target` as its ref. */
  children: ReactElement;
  target: RefObject<HTMLElement | null>;
}

/**
 * Mantine's Tooltip, whose code (floating-ui, 15 KB, and the tooltip's own) is no part of a
 * screen's first load (issue 15): it comes once the first screen has settled. The tooltip is
 * drawn beside its target, pointed at it (Mantine's `target`), never around it: the target is
 * not wrapped, so nothing is remounted when the code comes or the tooltip first shows (a click
 * or keys in flight stay where they were). Only a tooltip being shown is rendered: swapping every
 * row's tooltip in as the code came made one long task of a list.
 *
 * Without `opened` it shows while the pointer is on the target, as Mantine's does by default,
 * and hides with Escape; with `opened`, the screen opens and closes it.
 */
export function DeferredTooltip({ children, target, ...props }: DeferredTooltipProps) {
  const Tooltip = useDeferredModule(tooltip);
  const [pointed, setPointed] = useState(false);
  const [everShown, setEverShown] = useState(false);
  const controlled = props.opened !== undefined;
  const opened = controlled ? props.opened === true : pointed;
  if (opened && !everShown) setEverShown(true);
  const id = useId();

  useEffect(() => {
    const element = target.current;
    if (!element || controlled) return undefined;
    const show = () => {
      setPointed(true);
      tooltip.load();
    };
    const hide = () => setPointed(false);
    element.addEventListener('pointerenter', show);
    element.addEventListener('pointerleave', hide);
    return () => {
      element.removeEventListener('pointerenter', show);
      element.removeEventListener('pointerleave', hide);
    };
  }, [target, controlled]);

  // Escape hides a tooltip the pointer opened (listened for only while one shows).
  useEffect(() => {
    if (!pointed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPointed(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [pointed]);

  // A tooltip opened by the screen (a hint after a key press) is wanted now.
  useEffect(() => {
    if (opened) tooltip.load();
  }, [opened]);

  // Shown, it describes its target, as Mantine's own does (unless the target has a description).
  const shown = Tooltip !== undefined && opened;
  useEffect(() => {
    const element = target.current;
    if (!shown || !element || element.hasAttribute('aria-describedby')) return undefined;
    element.setAttribute('aria-describedby', id);
    return () => element.removeAttribute('aria-describedby');
  }, [shown, target, id]);

  return (
    <>
      {children}
      {shown && (
        <span id={id} hidden>
          {props.label}
        </span>
      )}
      {Tooltip && everShown && (
        // eslint-disable-next-line react-hooks/static-components -- Mantine's Tooltip, once loaded
        <Tooltip {...props} target={target} opened={opened} />
      )}
    </>
  );
}
