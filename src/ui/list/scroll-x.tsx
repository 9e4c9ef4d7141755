import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls its wide content (a table) sideways inside its card. While it does
 * scroll, it is a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1);
 * while everything fits, it adds no tab stop. `fit`: a list's table, whose columns drop by this
 * box's width (app.css); `onMeasure` hears the box before the first paint and on each resize.
 */
export function ScrollX({
  label,
  fit = false,
  onMeasure,
  children,
}: {
  label: string;
  fit?: boolean;
  /** The same function on every render: the box is observed once. */
  onMeasure?(box: HTMLElement): void;
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
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
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
