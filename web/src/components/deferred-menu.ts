import {
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { takeOverPress, useDeferredModule, type DeferredModule } from '@/lib/deferred-module';

/** How the menu finds its button when its code arrives. */
export interface DeferredMenuState {
  /** The button was pressed before the menu's code arrived: open at once. */
  opened: boolean;
  /** The button had the focus when the menu's code arrived: give it to the menu's own button. */
  focused: boolean;
}

/**
 * A menu whose code (Mantine's Menu, its popover and focus machinery: floating-ui alone is 15 KB)
 * is no part of a screen's first load: the screen shows its button, with the same look, and the
 * menu takes its place once the browser is idle, or as soon as the button is pointed at, focused
 * or pressed. Spread `buttonProps` on the stand-in button and render `Menu` with `state` once it
 * has come.
 */
export function useDeferredMenu<P extends object>(
  module: DeferredModule<ComponentType<P & DeferredMenuState>>,
) {
  const Menu = useDeferredModule(module);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => module.load(),
    onFocus: () => {
      setFocused(true);
      module.load();
    },
    // Focus moving elsewhere, not the button being swapped for the menu's (no next target).
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) setFocused(false);
    },
    // Pressed as the menu arrives, the stand-in may be gone before the click: the press (of the
    // main button, as a click would be) counts.
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      if (module.get() !== undefined) {
        takeOverPress(event);
        setFocused(true);
      }
      setOpened(true);
      module.load();
    },
    onClick: () => {
      setOpened(true);
      module.load();
    },
  };
  return { Menu, state: { opened, focused } satisfies DeferredMenuState, buttonProps };
}

/** In the menu: takes the focus back when its stand-in had it and lost it in the swap. */
export function useFocusHandoff(focused: boolean, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused && lost) button.current?.focus();
  }, [focused, button]);
}
