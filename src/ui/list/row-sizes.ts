import { windowScroll, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';

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

/**
 * A window virtualizer's `observeElementRect`: the window's size as last seen, and again on each
 * resize. The virtualizer's own reads `innerWidth` as the list mounts, inside React's commit,
 * which lays the page out there (a phone at 4×, /unusual/event: 80–86 ms of a 125 ms task).
 */
export function observeViewport(
  _instance: unknown,
  report: (rect: { width: number; height: number }) => void,
): () => void {
  // Registered after this module's own listener, so `viewport` is current when it runs.
  const handler = () => report(viewportSize());
  handler();
  window.addEventListener('resize', handler, { passive: true });
  return () => window.removeEventListener('resize', handler);
}

/**
 * A window virtualizer's `scrollToFn`. As it mounts, the virtualizer writes the scroll it starts
 * from (its `initialOffset`, the window's as last seen: `viewportScroll`) back to the window;
 * writing the scroll the window already has still lays the page out, inside React's commit (a
 * phone at 4×, /unusual/event: 75 ms of a 117 ms task). That write is skipped; any other, and
 * one to where the window is not, goes through. Were the window elsewhere unseen, its scroll
 * event tells the virtualizer.
 */
export function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  const plainWrite = options.adjustments === undefined && options.behavior === undefined;
  if (plainWrite && offset === viewport.scrollY) return;
  windowScroll(offset, options, instance);
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

/**
 * A row's height without laying the page out in React's commit: the ResizeObserver's entry,
 * which comes once the browser has laid the row out, and until then the height last measured or
 * the estimate. The virtualizer's own reads `offsetHeight` as each row mounts, which lays the
 * whole page out inside the commit (a phone at 4×, /unusual/event: 161 ms of a 378 ms task).
 */
export function measureRowWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  // An entry without box sizes (an older engine): the row is laid out by now, so reading it
  // costs no layout of its own.
  if (entry) return Math.round(element.getBoundingClientRect().height);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}
