import { Card, Group, Paper, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * A record card's words, rows and frame as Mantine's Text, Group and Card draw them (their
 * classes and CSS variables), on plain elements: each of those is three components or more (it,
 * Box, their styles), and a history's or events list's phone cards hold a dozen each, most of
 * the list's first render on a phone.
 */

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;

/** Mantine's `rem(4)`: a small gap or margin. */
export const SPACE_4 = 'calc(0.25rem * var(--mantine-scale))';

/** Mantine's `c="dimmed"`. */
export const DIMMED: CSSProperties = { color: 'var(--mantine-color-dimmed)' };

/** The props of Mantine's `<Text size={size} style={style}>` (no size: the body's). */
export function textProps(size?: 'xs' | 'sm' | 'lg', style?: CSSProperties) {
  return {
    className: TEXT_CLASS,
    'data-size': size,
    style: size
      ? ({
          '--text-fz': `var(--mantine-font-size-${size})`,
          '--text-lh': `var(--mantine-line-height-${size})`,
          ...style,
        } as CSSProperties)
      : style,
  };
}

/** The props of Mantine's `<Group gap={gap} justify={justify}>` (centred, wrapping). */
export function groupProps(gap: string, justify = 'flex-start', style?: CSSProperties) {
  return {
    className: GROUP_CLASS,
    style: {
      '--group-gap': gap,
      '--group-align': 'center',
      '--group-justify': justify,
      '--group-wrap': 'wrap',
      ...style,
    } as CSSProperties,
  };
}

/** The props of Mantine's `<Card withBorder padding="sm">`. */
export const CARD_PROPS = {
  className: `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`,
  'data-with-border': true,
  'data-orientation': 'vertical',
  style: { '--card-padding': 'var(--mantine-spacing-sm)' } as CSSProperties,
} as const;
