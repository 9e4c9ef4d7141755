import { within } from '@testing-library/react';

/**
 * The monitor's tables as a landscape tablet shows them (src/features/production/monitor.css):
 * without the cells and the parts of cells that a smaller screen folds in (`data-until`), which
 * jsdom, drawing no container query, has in the page too.
 */
export const ON_A_TABLET = { ignore: '[data-until], [data-until] *, script, style' };

function tabletText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[data-until]').forEach((folded) => folded.remove());
  return copy.textContent ?? '';
}

/** A row's cells' texts, as a landscape tablet shows them. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => !cell.matches('[data-until]'))
    .map(tabletText);
}
