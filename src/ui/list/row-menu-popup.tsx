import { Menu } from '@mantine/core';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * A `RowMenu`'s menu, opened as it mounts (the row's button was clicked): `target` is the button,
 * `children` the menu's `Menu.Dropdown`, whose owner keeps its state and calls while the
 * dropdown closes and opens again.
 */
export function RowMenuPopup({ target, children }: { target: ReactElement; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // The target replaced the plain button: focus goes to it before the menu opens, so that
    // the menu returns focus there when it closes (Escape, an item chosen). Opening is an
    // update after the mount on purpose: Mantine's dropdown notes where focus was only when
    // `opened` changes, not when it mounts open.
    button.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened(true);
  }, []);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        {cloneElement(target as ReactElement<{ ref?: unknown }>, { ref: button })}
      </Menu.Target>
      {children}
    </Menu>
  );
}
