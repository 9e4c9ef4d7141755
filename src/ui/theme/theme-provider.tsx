import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

/**
 * MantineProvider without the parts we replaced with static CSS: its run-time CSS variables
 * and breakpoint classes are in `theme-variables.css` (generated from the same theme), so the
 * code that computes them need not be in the first page's JavaScript (about 3 KiB gzip).
 * The color scheme follows the system, as MantineProvider's `defaultColorScheme="auto"` does.
 * Mantine is pinned to an exact version: this reads the shape of its context.
 */
export function ThemeProvider({
  env,
  children,
}: {
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
    manager: colorSchemeManager,
    forceColorScheme: undefined,
    getRootElement,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        env,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
