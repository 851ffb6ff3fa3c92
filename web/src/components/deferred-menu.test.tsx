import { Menu as MantineMenu } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { DeferredModule } from '@/lib/deferred-module';
import { renderWithProviders } from '@/test/render-with-providers';
import { useDeferredMenu, useFocusHandoff, type DeferredMenuState } from './deferred-menu';

/** The menu's real code, as a deferred module brings it (action-menu-dropdown.tsx's shape). */
function RealMenu({ opened, focused }: DeferredMenuState) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);
  return (
    <MantineMenu defaultOpened={opened}>
      <MantineMenu.Target>
        <button ref={button} type="button">
          Actions
        </button>
      </MantineMenu.Target>
      <MantineMenu.Dropdown>
        <MantineMenu.Item>Rename</MantineMenu.Item>
      </MantineMenu.Dropdown>
    </MantineMenu>
  );
}

/**
 * A module that comes when the test says, without telling its users: on a busy page, the render
 * its arrival asks for waits behind the screen's own.
 */
function comesUnseen() {
  let value: typeof RealMenu | undefined;
  const module: DeferredModule<typeof RealMenu> = {
    get: () => value,
    load: () => undefined,
    subscribe: () => () => undefined,
  };
  return { module, come: () => (value = RealMenu) };
}

function ActionsMenu({ module }: { module: DeferredModule<typeof RealMenu> }) {
  const { Menu, state, buttonProps } = useDeferredMenu(module);
  if (Menu) return <Menu {...state} />;
  return (
    <button type="button" {...buttonProps}>
      Actions
    </button>
  );
}

describe('useDeferredMenu', () => {
  it('stays open when pressed as its code has come but not yet shown', async () => {
    const { module, come } = comesUnseen();
    await renderWithProviders(<ActionsMenu module={module} />);
    come();

    // The stand-in is still there; the press's own render swaps in the menu.
    const standIn = screen.getByRole('button', { name: 'Actions' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    const mouseEventsFollow = fireEvent.pointerDown(standIn, { button: 0 });
    // Then the browser sends the press's mousedown where the stand-in was (outside the menu),
    // unless the press withheld it.
    if (mouseEventsFollow) fireEvent.mouseDown(document.body);

    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeVisible();
    // And the focus went into it, as with a menu opened by a click.
    expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true);
  });
});
