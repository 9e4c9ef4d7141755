import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Tailwind's orange, whose 700 is the brand colour: white text on it passes WCAG AA. */
const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/** Spec 000 §1: the screen counts as mobile under 575 px. */
export const MOBILE_QUERY = '(max-width: 574.98px)';

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  // WCAG 2.3.3: a person whose system asks for less motion gets dialogs and menus without it.
  respectReducedMotion: true,
  // Shade 7 on light, 8 on dark: Mantine's default filled buttons fail axe contrast (3.6:1).
  primaryShade: { light: 7, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  // xs starts at 575 px so `visibleFrom="xs"` is exactly "not mobile".
  breakpoints: { xs: '35.9375em', sm: '48em', md: '64em', lg: '75em', xl: '90em' },
  components: {
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Mantine's dimmed text is 3.3:1 on white; these pass 4.5:1 in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#55595f' },
  dark: { '--mantine-color-dimmed': '#a6a7ab' },
});
