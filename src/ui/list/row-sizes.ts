import type { VirtualItem } from '@tanstack/react-virtual';

/** Enough for the rows of a long scroll; beyond it a list starts from estimates again. */
const MAX_REMEMBERED = 20_000;

/** The heights a list measured, by row key, for one layout at one window width. */
let remembered: { layout: string; sizes: ReadonlyMap<React.Key, number> } | null = null;

/**
 * The window's size and scroll, read as this module loads and on each resize or scroll rather
 * than in a list's render: reading `innerWidth` or `scrollY` there makes the browser lay the
 * page out at once, and again once the rows are in (measured: a tenth of a second of a phone's
 * render of a history's rows).
 */
const viewport = { width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY };
window.addEventListener(
  'resize',
  () => {
    viewport.width = window.innerWidth;
    viewport.height = window.innerHeight;
  },
  { passive: true },
);
window.addEventListener('scroll', () => (viewport.scrollY = window.scrollY), { passive: true });

/** The window's size (a list's first screen before the virtualizer measures it). */
export function viewportSize(): { width: number; height: number } {
  return { width: viewport.width, height: viewport.height };
}

/** How far the window is scrolled, as last seen. */
export function viewportScroll(): number {
  return viewport.scrollY;
}

/** Table rows and phone cards differ, and a card's height follows the window's width. */
function layoutOf(kind: 'row' | 'card'): string {
  return `${kind}@${viewport.width}`;
}

/**
 * The heights the last list measured, as a virtualizer's first measurements: a list mounted
 * again (back from another page) lays its rows out as they were, so the scroll position the
 * router restores shows the same rows; with estimates instead, cards of varying height would
 * put other rows there.
 */
export function rememberedRowSizes(kind: 'row' | 'card'): VirtualItem[] {
  if (remembered?.layout !== layoutOf(kind)) return [];
  return [...remembered.sizes].map(([key, size], index) => ({
    key,
    size,
    index,
    start: 0,
    end: size,
    lane: 0,
  }));
}

/** Keeps a list's measured heights (its virtualizer's size cache) as it unmounts. */
export function rememberRowSizes(kind: 'row' | 'card', sizes: ReadonlyMap<React.Key, number>) {
  remembered = sizes.size > MAX_REMEMBERED ? null : { layout: layoutOf(kind), sizes };
}
