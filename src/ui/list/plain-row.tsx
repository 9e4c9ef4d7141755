import {
  Anchor,
  Badge,
  Button,
  getThemeColor,
  Progress,
  Text,
  UnstyledButton,
  useMantineTheme,
  type MantineColor,
  type MantineTheme,
} from '@mantine/core';
import { useRouter, type NavigateOptions, type RegisteredRouter } from '@tanstack/react-router';
import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  CSSProperties,
  HTMLAttributes,
  ReactNode,
} from 'react';
import './plain-row.css';

/*
 * A list row's (or a phone card's) controls as Mantine draws them, with Mantine's classes and
 * CSS variables, but as plain elements: a Mantine Button is five components (Button,
 * UnstyledButton, Box, Box, their styles), a Badge or an Anchor three, and twenty rows of them
 * were most of a list page's first render on a phone (React's component track: Box, Text,
 * UnstyledButton, Button, Group and Badge took two thirds of the restaurants page's).
 */

type Resolver = (theme: MantineTheme, props: object, ctx: undefined) => { root: object };

/** The variables of one look (they name theme variables, so one holds in both schemes). */
const looks = new Map<string, CSSProperties>();

function lookOf(name: string, resolver: unknown, theme: MantineTheme, props: object) {
  const key = `${name} ${Object.values(props).join(' ')}`;
  let vars = looks.get(key);
  if (!vars) {
    const root = (resolver as Resolver)(theme, props, undefined).root as Record<string, unknown>;
    vars = Object.fromEntries(
      Object.entries(root).filter(([, value]) => value !== undefined),
    ) as CSSProperties;
    looks.set(key, vars);
  }
  return vars;
}

type ButtonVariant = 'filled' | 'light' | 'subtle' | 'default';

const BUTTON_CLASS = [
  'mantine-focus-auto mantine-active',
  Button.classes.root,
  'mantine-Button-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
].join(' ');

/**
 * A row's action button, drawn as Mantine's `Button` of that variant, colour and size. While
 * `loading` it is Mantine's own (its spinner), which is rare enough to cost nothing.
 */
export function PlainButton({
  variant = 'filled',
  color,
  size,
  loading,
  children,
  style,
  ...props
}: {
  variant?: ButtonVariant;
  color?: MantineColor;
  size: 'xs' | 'compact-xs' | 'compact-sm';
  loading?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'>) {
  const theme = useMantineTheme();
  if (loading) {
    return (
      <Button variant={variant} color={color} size={size} loading style={style} {...props}>
        {children}
      </Button>
    );
  }
  const vars = lookOf('button', Button.varsResolver, theme, { variant, color, size });
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      data-variant={variant}
      data-size={size}
      data-disabled={props.disabled || undefined}
      style={{ ...vars, ...style }}
      {...props}
    >
      <span className={Button.classes.inner}>
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}

/** Its whole word: a narrow column must not cut it to 'OFF…'. */
const VISIBLE: CSSProperties = { overflow: 'visible' };

const BADGE_STYLE: CSSProperties = {
  flex: 'none',
  minWidth: 'max-content',
  overflow: 'visible',
  color: 'var(--mantine-color-text)',
};

/**
 * A light badge (a status, a level), drawn as Mantine's `Badge`; its text in the page's colour,
 * as a light badge's own is too faint to read (WCAG contrast), and never cut by a narrow column.
 */
export function PlainBadge({
  color,
  children,
  testId,
  style,
  ...props
}: {
  color: MantineColor;
  children: ReactNode;
  testId?: string;
} & HTMLAttributes<HTMLDivElement>) {
  const theme = useMantineTheme();
  const vars = lookOf('badge', Badge.varsResolver, theme, { variant: 'light', color });
  return (
    <div
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant="light"
      style={{ ...vars, ...BADGE_STYLE, ...style }}
      data-testid={testId}
      {...props}
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`} style={VISIBLE}>
        {children}
      </span>
    </div>
  );
}

/** A bar of `value` percent, drawn as Mantine's `Progress` (md); `label` names it. */
export function PlainProgress({
  value,
  color,
  label,
}: {
  value: number;
  color: MantineColor;
  label: string;
}) {
  const theme = useMantineTheme();
  return (
    <div
      className={`${Progress.classes.root} mantine-Progress-root`}
      style={{ '--progress-size': 'var(--progress-size-md)', width: '100%' } as CSSProperties}
    >
      <div
        className={`${Progress.classes.section} mantine-Progress-section`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        aria-label={label}
        style={
          {
            '--progress-section-size': `${value}%`,
            '--progress-section-color': getThemeColor(color, theme),
          } as CSSProperties
        }
      />
    </div>
  );
}

const LINK_CLASS = [
  'mantine-focus-auto',
  Anchor.classes.root,
  'mantine-Anchor-root',
  Text.classes.root,
  'mantine-Text-root',
].join(' ');

/** A page of one record: a path with a `$uuid` (a restaurant's devices, a tablet's sessions). */
type RecordPath = Extract<keyof RegisteredRouter['routesByPath'], `${string}$uuid${string}`>;

function linkTarget<Rest extends object>(
  props: ({ to: RecordPath; uuid: string } | { href: string }) & Rest,
) {
  if ('href' in props) {
    const { href, ...anchor } = props;
    return { target: { href } as NavigateOptions, href, anchor };
  }
  const { to, uuid, ...anchor } = props;
  return {
    // `to` is one of the record paths, each with just a `$uuid`: what the router's types check.
    target: { to, params: { uuid } } as unknown as NavigateOptions,
    href: to.replace('$uuid', encodeURIComponent(uuid)),
    anchor,
  };
}

/**
 * A row's link to a record's page, drawn as Mantine's `Anchor` (sm or xs): a plain anchor whose
 * click (a plain one: not a new tab, not a download) the router takes, and whose page's code is
 * loaded when pointed at or focused, as the router's `Link` does with `preload: 'intent'`, but
 * without its three router subscriptions and its location built on every render (a Link was
 * the costliest part of a plain row).
 */
export function PlainLink({
  size = 'sm',
  preload: preloads = true,
  ...props
}: (
  | { to: RecordPath; uuid: string }
  /** A path built by a rule of its own (an id family's, `familyHref`), with its query. */
  | { href: string }
) & {
  size?: 'sm' | 'xs';
  /** False for a page whose loader starts live data (a kitchen's socket): not on a hover. */
  preload?: boolean;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useRouter();
  const { target, href, anchor } = linkTarget(props);
  const preload = preloads
    ? () => void router.preloadRoute(target).catch(() => undefined)
    : undefined;
  return (
    <a
      {...anchor}
      href={href}
      className={LINK_CLASS}
      data-underline="hover"
      data-size={size}
      style={
        {
          '--text-fz': `var(--mantine-font-size-${size})`,
          '--text-lh': `var(--mantine-line-height-${size})`,
        } as CSSProperties
      }
      onClick={(event) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        ) {
          return;
        }
        event.preventDefault();
        void router.navigate(target);
      }}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    />
  );
}
