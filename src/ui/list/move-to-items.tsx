import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** A tile's ⋯ menu (`label` names it for a screen reader): its items under its title bar. */
export function TileMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
