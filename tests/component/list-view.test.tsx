import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/ui/theme/theme';
import { ListView, type ListColumn } from '../../src/ui/list/list-view';
import { onPhone } from '../helpers/viewport';

interface Row {
  id: string;
  name: string;
  minutes: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Nuggets', minutes: 12 },
  { id: 'b', name: 'Strips', minutes: 31 },
];

const columns: Array<ListColumn<Row>> = [
  { id: 'name', header: 'Product', text: true, cell: (row) => row.name },
  { id: 'minutes', header: 'Minutes', cell: (row) => row.minutes },
  { id: 'hidden', header: 'Restaurant', shown: false, cell: () => 'never' },
];

/** The minutes drop from a table narrower than 'medium' and fold under the product. */
const folding: Array<ListColumn<Row>> = [
  { id: 'name', header: 'Product', text: true, cell: (row) => row.name },
  {
    id: 'minutes',
    header: 'Minutes',
    cell: (row) => row.minutes,
    from: 'medium',
    foldInto: 'name',
  },
];

/** A card with state of its own, as a real card has (texts, a menu). */
function RowCard({ row }: { row: Row }) {
  const [label] = useState(`${row.name}: ${row.minutes} min`);
  return <span>{label}</span>;
}

function view(shown: Row[], shownColumns = columns): ReactElement {
  return (
    <MantineProvider theme={theme} env="test">
      <ListView
        caption="Hold times"
        rows={shown}
        rowKey={(row) => row.id}
        columns={shownColumns}
        card={(row) => <RowCard row={row} />}
        summary={[{ label: 'High', cells: { minutes: 31 } }]}
        rowTestId="row"
      />
    </MantineProvider>
  );
}

describe("the list core's view", () => {
  it('draws a table from the column definitions, the summary rows in its foot', () => {
    render(view(rows));
    const table = screen.getByRole('table', { name: 'Hold times' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Minutes']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nuggets', 'Strips', 'High']);
    expect(screen.queryByText('never')).toBeNull();
  });

  it("decisions 'Tables that never break a number or a word': a table too narrow for a column shows its value under its header in another column's cell, a wide one only in its own", () => {
    const table = () => (
      <MantineProvider theme={theme} env="test">
        <ListView
          caption="Hold times"
          rows={rows}
          rowKey={(row) => row.id}
          columns={folding}
          card={(row) => <RowCard row={row} />}
        />
      </MantineProvider>
    );
    // The table's box as a portrait tablet lays it out beside the sidebar, then a desktop.
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    box.mockReturnValue({ width: 488 } as DOMRect);
    const { unmount } = render(table());
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'NuggetsMinutes 12',
      'StripsMinutes 31',
    ]);
    unmount();
    box.mockReturnValue({ width: 1160 } as DOMRect);
    render(table());
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Nuggets',
      'Strips',
    ]);
    // The column itself is there either way: the stylesheet drops it from the narrow table.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Product',
      'Minutes',
    ]);
    box.mockRestore();
  });

  it("decisions 'Tables that never break a number or a word': a column for a wider screen (Global mode's restaurant) folds on a 1440 px desktop's table and is its own column on a wider one", () => {
    const global: Array<ListColumn<Row>> = [
      { id: 'name', header: 'Product', text: true, cell: (row) => row.name },
      { id: 'minutes', header: 'Minutes', cell: (row) => row.minutes, from: 'wide' },
      {
        id: 'restaurant',
        header: 'Restaurant',
        text: true,
        cell: () => 'Pearl',
        from: 'full',
        foldInto: 'name',
      },
    ];
    const table = () => (
      <MantineProvider theme={theme} env="test">
        <ListView
          caption="Hold times"
          rows={rows.slice(0, 1)}
          rowKey={(row) => row.id}
          columns={global}
          card={(row) => <RowCard row={row} />}
        />
      </MantineProvider>
    );
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    // A 1440 px desktop's table beside the sidebar, then a 1920 px screen's.
    box.mockReturnValue({ width: 1160 } as DOMRect);
    const { unmount } = render(table());
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'NuggetsRestaurant Pearl',
    ]);
    unmount();
    box.mockReturnValue({ width: 1640 } as DOMRect);
    render(table());
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Nuggets']);
    box.mockRestore();
  });

  it("decisions 'Tables that never break a number or a word': in a window narrower than a 'medium' table, the table folds from its first paint without measuring its box in React's commit (which lays the page out there: docs/measurements.md)", () => {
    const wide = window.innerWidth;
    const resize = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    resize(640);
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    try {
      render(view(rows, folding));
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'NuggetsMinutes 12',
        'StripsMinutes 31',
        'High',
      ]);
      expect(box).not.toHaveBeenCalled();
      expect(scrollWidth).not.toHaveBeenCalled();
    } finally {
      box.mockRestore();
      scrollWidth.mockRestore();
      resize(wide);
    }
  });

  it("decisions 'Tables that never break a number or a word': a table's cells are drawn once: measured narrower than first drawn, only what folds under a cell draws again", () => {
    const drawn = vi.fn((row: Row) => row.name);
    const folding: Array<ListColumn<Row>> = [
      { id: 'name', header: 'Product', text: true, cell: drawn },
      {
        id: 'minutes',
        header: 'Minutes',
        cell: (row) => row.minutes,
        from: 'medium',
        foldInto: 'name',
      },
    ];
    // A portrait tablet's table beside the sidebar: the minutes fold under the product.
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    box.mockReturnValue({ width: 488 } as DOMRect);
    render(view(rows, folding));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'NuggetsMinutes 12',
      'StripsMinutes 31',
      'High',
    ]);
    expect(drawn.mock.calls.map(([row]) => row.name)).toEqual(['Nuggets', 'Strips']);
    box.mockRestore();
  });

  it('spec 000 §1: on a phone each row is a card, and the cards follow a list that grows', () => {
    onPhone();
    const { rerender } = render(view(rows.slice(0, 1)));
    expect(screen.getByRole('list', { name: 'Hold times' })).toBeVisible();
    rerender(view(rows));
    expect(screen.getAllByTestId('row').map((card) => card.textContent)).toEqual([
      'Nuggets: 12 min',
      'Strips: 31 min',
    ]);
  });
});
