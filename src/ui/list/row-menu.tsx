import { ActionIcon } from '@mantine/core';
import { Suspense, useState, type ComponentPropsWithRef, type ReactElement } from 'react';
import { Pending } from '../feedback/pending';

/**
 * A list row's ⋯ button (`label` names it for a screen reader) whose menu is loaded and mounted
 * on first use: a Mantine Menu in each of a list's rows (its popover, floating-ui and the items'
 * calls) made the list's first render one long task on a phone, and its code waited on the
 * page's first screen. Until then the button is plain, with the same name and `aria-haspopup`;
 * pointing at it or focusing it starts loading the menu, a click (Enter, Space) opens it.
 * `menu` renders it around the target it is given, as a `RowMenuPopup` (row-menu-popup.tsx)
 * in a lazily loaded module; it stays mounted afterwards.
 */
export function RowMenu({
  label,
  testId,
  preload,
  menu,
}: {
  label: string;
  testId?: string;
  /** Starts loading the menu's module (the `import()` behind its `lazy`). */
  preload(): void;
  menu(target: ReactElement): ReactElement;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <RowMenuButton
        label={label}
        testId={testId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <Pending>
          <RowMenuButton label={label} testId={testId} />
        </Pending>
      }
    >
      {menu(<RowMenuButton label={label} testId={testId} />)}
    </Suspense>
  );
}

function RowMenuButton({
  label,
  testId,
  ...props
}: ComponentPropsWithRef<'button'> & { label: string; testId?: string }) {
  return (
    // The menu's target sets aria-expanded and aria-controls once it is there.
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={testId}
      {...props}
    >
      <span aria-hidden>⋯</span>
    </ActionIcon>
  );
}
