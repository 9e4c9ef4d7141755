import { Box } from '@mantine/core';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { holdBusy } from '../../lib/busy-holds';

/**
 * A Suspense fallback that keeps the console busy while it is on screen (lib/busy-holds), so a
 * lazy part still on its way (a picker, a menu) is part of "the page has settled".
 */
export function Pending({ children = null }: { children?: ReactNode }) {
  useLayoutEffect(() => holdBusy(), []);
  return children;
}

/**
 * The width of a toolbar's lazily loaded multi-select with its 'Select All' (a product filter),
 * fixed so that the space kept for it is the space it takes: otherwise it arrived wider and
 * wrapped the toolbar onto one more line, pushing the page down. Full width in a phone's sheet.
 * 340 px leaves 'Todos los productos' whole beside 'Marcar todos' (300 cut it in Spanish).
 */
export const TOOLBAR_FILTER_WIDTH = { base: '100%', xs: 340 } as const;

/**
 * A toolbar control loaded after the page (a product filter): the space it will take is kept,
 * and the page is busy until it is there.
 */
export function LazyToolbarControl({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Pending>
          <Box w={TOOLBAR_FILTER_WIDTH} h={36} aria-hidden />
        </Pending>
      }
    >
      {children}
    </Suspense>
  );
}
