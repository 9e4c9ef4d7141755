import { ActionIcon, UnstyledButton, useMantineTheme, type MantineTheme } from '@mantine/core';
import {
  Suspense,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactElement,
} from 'react';
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

const BUTTON_CLASS = [
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
].join(' ');
const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

type Resolver = (theme: MantineTheme, props: object, ctx: undefined) => { root: object };

/** Mantine's `ActionIcon variant="default" size="lg"` as its CSS variables, once per theme. */
const looks = new WeakMap<MantineTheme, CSSProperties>();
function lookOf(theme: MantineTheme): CSSProperties {
  let look = looks.get(theme);
  if (!look) {
    const resolve = ActionIcon.varsResolver as unknown as Resolver;
    const root = resolve(theme, { variant: 'default', size: 'lg' }, undefined).root;
    look = Object.fromEntries(
      Object.entries(root).filter(([, value]) => value !== undefined),
    ) as CSSProperties;
    looks.set(theme, look);
  }
  return look;
}

/**
 * The ⋯ button, drawn as Mantine's `ActionIcon` (variant default, size lg) on a plain element: a
 * row's ActionIcon is three components. The menu's target adds its own props (ref, class names,
 * aria-expanded, aria-controls) once the menu is there.
 */
function RowMenuButton({
  label,
  testId,
  className,
  style,
  ...props
}: ComponentPropsWithRef<'button'> & { label: string; testId?: string }) {
  const theme = useMantineTheme();
  return (
    <button
      type="button"
      className={className ? `${BUTTON_CLASS} ${className}` : BUTTON_CLASS}
      data-variant="default"
      data-size="lg"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={testId}
      style={{ ...lookOf(theme), ...style }}
      {...props}
    >
      <span className={ICON_CLASS}>
        <span aria-hidden>⋯</span>
      </span>
    </button>
  );
}
