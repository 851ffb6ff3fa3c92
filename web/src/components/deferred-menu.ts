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
 * is no part of a screen's first load: the screen shows its button, with the same look; the code
 * comes once the first screen has settled (or as the button is pointed at), and the menu takes the
 * button's place once the button is focused or pressed, not as the code comes (every row's menu,
 * each with its portal, swapped in at once, made one long task of a list). Spread `buttonProps`
 * on the stand-in button and render `Menu` with `state` once it is there.
 */
export function useDeferredMenu<P extends object>(
  module: DeferredModule<ComponentType<P & DeferredMenuState>>,
) {
  const Menu = useDeferredModule(module);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => {
    setWanted(true);
    module.load();
  };
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => module.load(),
    onFocus: () => {
      setFocused(true);
      want();
    },
    // Focus moving elsewhere, not the button being swapped for the menu's (no next target).
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) setFocused(false);
    },
    // Pressed, the stand-in is gone before the click (the menu takes its place): the press (of
    // the main button, as a click would be) counts.
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      if (module.get() !== undefined) {
        takeOverPress(event);
        setFocused(true);
      }
      setOpened(true);
      want();
    },
    onClick: () => {
      setOpened(true);
      want();
    },
  };
  return {
    Menu: wanted ? Menu : undefined,
    state: { opened, focused } satisfies DeferredMenuState,
    buttonProps,
  };
}

/** In the menu: takes the focus back when its stand-in had it and lost it in the swap. */
export function useFocusHandoff(focused: boolean, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused && lost) button.current?.focus();
  }, [focused, button]);
}
