import { measureElement, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';

/** Enough for the rows of a long scroll; the oldest are forgotten first. */
const MAX_REMEMBERED = 20_000;

/** The measured heights of rows by their key, for one layout at one page width. */
let remembered: { layout: string; sizes: Map<React.Key, number> } = {
  layout: '',
  sizes: new Map(),
};

/** Table rows and phone cards differ, and a card's height follows the page's width. */
function layoutOf(kind: 'row' | 'card'): string {
  return `${kind}@${document.documentElement.clientWidth}`;
}

function sizesFor(kind: 'row' | 'card'): Map<React.Key, number> {
  const layout = layoutOf(kind);
  if (remembered.layout !== layout) remembered = { layout, sizes: new Map() };
  return remembered.sizes;
}

/**
 * The heights measured in this session, as a virtualizer's first measurements: a list mounted
 * again (back from another page) lays its rows out as they were, so the scroll position the
 * router restores shows the same rows; with estimates instead, cards of varying height would
 * put other rows there.
 */
export function rememberedRowSizes(kind: 'row' | 'card'): VirtualItem[] {
  return [...sizesFor(kind)].map(([key, size], index) => ({
    key,
    size,
    index,
    start: 0,
    end: size,
    lane: 0,
  }));
}

/** The virtualizer's own measurement, remembered by the row's key. */
export function measureAndRemember(kind: 'row' | 'card') {
  return (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<Window, Element>,
  ): number => {
    const size = measureElement(element, entry, instance);
    const sizes = sizesFor(kind);
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    sizes.delete(key);
    sizes.set(key, size);
    if (sizes.size > MAX_REMEMBERED) sizes.delete(sizes.keys().next().value!);
    return size;
  };
}
