import { useCallback, useState, type RefCallback } from 'react';

export interface ElementWidth {
  /** The content box's width in CSS pixels; null until measured (or where nothing is laid out). */
  width: number | null;
  /** The element's column gap in CSS pixels (a grid's), 0 when it has none. */
  gap: number;
}

/**
 * The width of the element given the returned ref, measured as it is attached (before the first
 * paint, so a layout chosen by width never shows the wrong one first) and followed as it
 * changes (a window resized, a sidebar opened).
 */
export function useElementWidth<T extends HTMLElement>(): [ElementWidth, RefCallback<T>] {
  const [size, setSize] = useState<ElementWidth>({ width: null, gap: 0 });
  const ref = useCallback((box: T | null) => {
    if (!box) return;
    const measure = () => {
      const width = box.clientWidth || null;
      const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
      setSize((current) =>
        current.width === width && current.gap === gap ? current : { width, gap },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [size, ref];
}
