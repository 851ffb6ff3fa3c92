import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import type { ActionMenuProps } from './action-menu';

/** ActionMenu once its code has come: the same button, now Mantine's Menu's target. */
export function ActionMenuDropdown({
  target,
  items,
  label,
  position = 'bottom-end',
  shadow,
  opened,
  focused,
}: ActionMenuProps & DeferredMenuState) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);
  return (
    <Menu position={position} shadow={shadow} withinPortal defaultOpened={opened}>
      <Menu.Target>{target({ ref: button })}</Menu.Target>
      <Menu.Dropdown>
        {label && <Menu.Label>{label}</Menu.Label>}
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            leftSection={item.icon}
            color={item.color}
            disabled={item.disabled}
            onClick={item.onClick}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
