import { ActionIcon } from '@mantine/core';
import { cloneElement, Suspense, useState, type ReactElement } from 'react';
import { Pending } from '../feedback/pending';

/**
 * A tile's ⋯ button (`label` names it for a screen reader) whose menu is loaded and mounted on
 * first use, as a list row's (`RowMenu`): a wall of tiles draws plain buttons with the same name,
 * and its first screen waits neither for Mantine's Menu, its popover and floating-ui nor for the
 * items' code. Pointing at it or focusing it starts loading the menu, a click (Enter, Space)
 * opens it. `menu` renders it around the target it is given, as a `RowMenuPopup`
 * (row-menu-popup.tsx) in a lazily loaded module; it stays mounted afterwards.
 */
export function TileMenu({
  label,
  preload,
  menu,
}: {
  label: string;
  /** Starts loading the menu's module (the `import()` behind its `lazy`). */
  preload(): void;
  menu(target: ReactElement): ReactElement;
}) {
  const [wanted, setWanted] = useState(false);
  const button = (
    // The menu's target sets aria-expanded and aria-controls once it is there.
    <ActionIcon variant="subtle" aria-label={label} aria-haspopup="menu" aria-expanded={false}>
      ⋯
    </ActionIcon>
  );
  if (!wanted)
    return cloneElement(button, {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setWanted(true),
    });
  return <Suspense fallback={<Pending>{button}</Pending>}>{menu(button)}</Suspense>;
}
