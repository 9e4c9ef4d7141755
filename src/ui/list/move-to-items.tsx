import { Menu } from '@mantine/core';

/**
 * 'Move to position N' for each other position of a row of tiles: how a touch screen swaps
 * tiles by index (spec 001 §2), beside `useSwapByDrag` on a desktop. In a tile's menu
 * (`TileMenu`, tile-menu.tsx).
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
