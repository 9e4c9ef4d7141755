import { ActionIcon, Menu } from '@mantine/core';
import { cloneElement, useState, type ReactNode } from 'react';
import { RowMenuPopup } from './row-menu-popup';

/**
 * 'Move to position N' for each other position of a row of tiles: how a touch screen swaps
 * tiles by index (spec 001 §2), beside `useSwapByDrag` on a desktop.
 */
export function MoveToItems({
  position,
  positions,
  label,
  onMove,
}: {
  position: number;
  positions: number;
  label: (other: number) => string;
  onMove(other: number): void;
}) {
  return Array.from({ length: positions }, (_, index) => index + 1)
    .filter((other) => other !== position)
    .map((other) => (
      <Menu.Item key={other} onClick={() => onMove(other)}>
        {label(other)}
      </Menu.Item>
    ));
}

/**
 * A tile's ⋯ menu (`label` names it for a screen reader): its items under its title bar. The
 * menu (its popover and floating-ui) mounts on the button's first use, as `RowMenu`'s: a wall of
 * tiles renders plain buttons with the same name on its first screen.
 */
export function TileMenu({ label, children }: { label: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    // The menu's target sets aria-expanded and aria-controls once it is there.
    <ActionIcon variant="subtle" aria-label={label} aria-haspopup="menu" aria-expanded={false}>
      ⋯
    </ActionIcon>
  );
  if (!wanted) return cloneElement(button, { onClick: () => setWanted(true) });
  return (
    <RowMenuPopup target={button}>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </RowMenuPopup>
  );
}
