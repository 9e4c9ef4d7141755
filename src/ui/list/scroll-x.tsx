import { createContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A list's table width, as its columns' priorities name it (ui/list/list-view.tsx `from`):
 * 'narrow' under 700 px, 'medium' under 1000 px, else 'wide'. The stylesheet drops columns at
 * the same widths (app.css, container queries on the same box); the rows fold what it drops.
 */
export type TableWidth = 'narrow' | 'medium' | 'wide';

/** The width of the table being drawn; 'wide' (nothing folded) until it is measured. */
export const TableWidthContext = createContext<TableWidth>('wide');

function widthOf(box: HTMLElement): TableWidth {
  const width = box.getBoundingClientRect().width;
  // Not laid out (no layout engine, or not in the page yet): as if wide, nothing folds.
  if (width === 0) return 'wide';
  return width < 700 ? 'narrow' : width < 1000 ? 'medium' : 'wide';
}

/**
 * A box that scrolls its wide content (a table) sideways inside its card. While it does
 * scroll, it is a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1);
 * while everything fits, it adds no tab stop. `fit`: a list's table, whose columns drop or fold
 * by this box's width, measured before the first paint and on each resize.
 */
export function ScrollX({
  label,
  fit = false,
  children,
}: {
  label: string;
  fit?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [width, setWidth] = useState<TableWidth>('wide');
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      setScrolls(box.scrollWidth > box.clientWidth);
      if (fit) setWidth(widthOf(box));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [fit]);
  return (
    <div
      ref={ref}
      className={fit ? 'kc-scroll-x kc-table-fit' : 'kc-scroll-x'}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {fit ? <TableWidthContext value={width}>{children}</TableWidthContext> : children}
    </div>
  );
}
