import { createContext, useCallback, useState, type ReactNode } from 'react';
import { viewportSize } from './row-sizes';
import { ScrollX } from './scroll-x';

/**
 * A list's table width, as its columns' priorities name it (list-view.tsx `from`): 'narrow'
 * under 700 px, 'medium' under 1150 px, 'wide' under 1500 px, else 'full'. The stylesheet
 * drops columns at the same widths (app.css, container queries on the same box); the rows fold
 * what it drops.
 */
export type TableWidth = 'narrow' | 'medium' | 'wide' | 'full';

/** The width of the table being drawn; 'full' (nothing folded) until it is measured. */
export const TableWidthContext = createContext<TableWidth>('full');

function widthOf(box: HTMLElement): TableWidth {
  const width = box.getBoundingClientRect().width;
  // Not laid out (no layout engine, or not in the page yet): as if full, nothing folds.
  if (width === 0) return 'full';
  return widthClass(width);
}

function widthClass(width: number): TableWidth {
  return width < 700 ? 'narrow' : width < 1150 ? 'medium' : width < 1500 ? 'wide' : 'full';
}

/**
 * The width a table starts from. In a window narrower than 'medium' (a phone) the box is
 * 'narrow' whatever surrounds it, known without laying anything out; in a wider one it is
 * measured before the first paint.
 */
function firstWidth(): TableWidth | null {
  return widthClass(viewportSize().width) === 'narrow' ? 'narrow' : null;
}

/**
 * A list's table in its sideways-scrolling box (ScrollX), its width known before the first
 * paint (`firstWidth`) and measured again on each resize: its rows draw a dropped column's
 * value under another only while the box is too narrow for that column. Apart from ScrollX, so
 * a dashboard's figure table does not carry it into the first page.
 */
export function FittedTable({ label, children }: { label: string; children: ReactNode }) {
  const [known] = useState(firstWidth);
  const [width, setWidth] = useState<TableWidth>(known ?? 'full');
  // One function for the box's life: a new one would observe it anew on every render (a
  // record list renders on each scroll step).
  const measure = useCallback((box: HTMLElement) => setWidth(widthOf(box)), []);
  return (
    <ScrollX label={label} fit onMeasure={measure} measureFirst={known === null}>
      <TableWidthContext value={width}>{children}</TableWidthContext>
    </ScrollX>
  );
}
