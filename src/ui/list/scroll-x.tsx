import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls its wide content (a table) sideways inside its card. While it does
 * scroll, it is a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1);
 * while everything fits, it adds no tab stop. `fit`: a list's table, whose columns drop by this
 * box's width (app.css); `onMeasure` hears the box as it is laid out and on each resize.
 */
export function ScrollX({
  label,
  fit = false,
  onMeasure,
  measureFirst = false,
  children,
}: {
  label: string;
  fit?: boolean;
  /** The same function on every render: the box is observed once. */
  onMeasure?(box: HTMLElement): void;
  /**
   * Measure once in React's commit, before the first paint, for what the first paint must
   * already follow. Otherwise the observer's first report measures, once the browser has laid
   * the frame out: measuring in the commit lays the whole page out there (a phone at 4×,
   * /events/analytics: 36–39 ms of the page's commit), and a region's role draws nothing.
   */
  measureFirst?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      setScrolls(box.scrollWidth > box.clientWidth);
      onMeasure?.(box);
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    if (measureFirst) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
    // Read as the box mounts: a later change of it is no reason to measure in a commit again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onMeasure]);
  return (
    <div
      ref={ref}
      className={fit ? 'kc-scroll-x kc-table-fit' : 'kc-scroll-x'}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
