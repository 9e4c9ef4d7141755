import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorList, type CursorListProps, type RecordColumn } from '../../src/ui/list/cursor-list';
import { theme } from '../../src/ui/theme/theme';
import { onPhone } from '../helpers/viewport';

/*
 * A record list mounts without laying the page out inside React's commit
 * (docs/measurements.md, "The list pages' main thread"): reading a row's `offsetHeight`, the
 * window's `innerWidth` or writing the scroll the window already has each lays the whole page
 * out there, 75–161 ms of one task on a phone at 4×. The rows are measured by their
 * ResizeObserver once the browser has laid them out.
 */

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 30 }, (_, index) => ({
  id: `r${index}`,
  name: `Batch ${index}`,
}));

const columns: Array<RecordColumn<Row>> = [
  { id: 'name', header: 'Batch', text: true, width: '12rem', cell: (row) => row.name },
];

const query = {
  data: { pages: [{ content: rows }], pageParams: [undefined] },
  isError: false,
  isFetchNextPageError: false,
  isFetchingNextPage: false,
  hasNextPage: false,
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
} as unknown as CursorListProps<Row>['query'];

function list() {
  return (
    <MantineProvider theme={theme} env="test">
      <CursorList
        query={query}
        caption="Batches"
        rowKey={(row) => row.id}
        columns={columns}
        card={(row) => <span>{row.name}</span>}
        estimate={{ row: 40, card: 120 }}
        loadFailed="Batches could not be loaded"
        loadingLabel="Loading batches"
      />
    </MantineProvider>
  );
}

/** Counts the reads and writes that lay the page out. */
function watchLayout() {
  const rowHeights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
  const windowWidth = vi.spyOn(window, 'innerWidth', 'get');
  const scrollWrites = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { rowHeights, windowWidth, scrollWrites };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['a table', () => undefined],
  ['a phone’s cards', onPhone],
])('a record list as %s', (_kind, screenSize) => {
  it('shows its first rows without reading a row’s height, the window’s size or writing its scroll', () => {
    screenSize();
    const layout = watchLayout();
    render(list());
    expect(screen.getByText('Batch 0')).toBeInTheDocument();
    expect(layout.rowHeights).not.toHaveBeenCalled();
    expect(layout.windowWidth).not.toHaveBeenCalled();
    expect(layout.scrollWrites).not.toHaveBeenCalled();
  });
});
