import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OperationList } from '../../src/api/timer-history/timer-history.constants';
import { RECORD_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import type { TimerPage } from '../../src/api/timer-history/timer-history.schema';
import { server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { cell, layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

// /entry-chutes and /basket-events are two more lists of the record engine
// (docs/decisions/kitchen-records.md "Entry chutes, basket events and timer analytics").

const { askedFor, askAgain } = recordApiCalls();
layOutRecordLists();

interface Case {
  list: OperationList;
  heading: RegExp;
  /** Its own columns, and the record field each shows. */
  columns: ReadonlyArray<[header: string, text: (row: TimerPage['content'][number]) => string]>;
}

const STAGE_TEXT = {
  BASKET_LOADING: 'Load chicken in basket',
  BASKET_TRANSFER: 'Transfer basket to fryer',
  BASKET_FRYING: 'Frying',
  CTS_TRANSFER: 'Transfer basket to CTS',
} as const;

const CASES: readonly Case[] = [
  {
    list: 'entry-chutes',
    heading: /entry chutes/i,
    columns: [
      ['Batch', (row) => String(row.batchNumber)],
      ['Chute', (row) => String(row.chute)],
      ['Pieces', (row) => String(row.pieces)],
    ],
  },
  {
    list: 'basket-events',
    heading: /basket events/i,
    columns: [
      ['Step', (row) => STAGE_TEXT[row.stage as keyof typeof STAGE_TEXT]],
      ['Basket', (row) => String(row.basket)],
      ['Batch', (row) => String(row.batchNumber)],
    ],
  },
];

async function open(
  list: OperationList,
  search = '?timeInterval=1d',
  email = 'admin@demo.kitchen',
) {
  await signInAs(email);
  const app = await renderApp(`/${list}${search}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

/** The sandbox's first page for the call the page made. */
async function firstPageAsked(list: OperationList): Promise<TimerPage> {
  const { path } = RECORD_ENDPOINTS[list].list;
  await waitFor(() => expect(askedFor(path).length).toBeGreaterThan(0));
  return askAgain(RECORD_ENDPOINTS[list].list, askedFor(path)[0]!);
}

describe.each(CASES)('/$list (the record engine)', ({ list, heading, columns }) => {
  it('shows the totals and the first page with the list’s own columns, as the sandbox answers them', async () => {
    await open(list);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const page = await firstPageAsked(list);
    const rows = await screen.findAllByTestId('timer-record');
    const first = rows.find((row) => row.getAttribute('data-index') === '0')!;
    for (const [header, text] of columns) {
      expect(cell(first, header)).toHaveTextContent(text(page.content[0]!));
    }
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByText('Records')).toBeVisible());
  });

  it('spec 000 §6: a manager with EVENTS VIEW (no TIMER_CYCLE_HISTORY, no DELETE) sees the rows and no Delete', async () => {
    await open(list, '?timeInterval=1d', 'manager@demo.kitchen');
    expect((await screen.findAllByTestId('timer-record')).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Delete the record of / })).toHaveLength(0);
  });

  describe('spec 000 §4, §8: a list that cannot be loaded', () => {
    const endpoint = RECORD_ENDPOINTS[list].list;
    it.each([
      ['answering 500', () => failWith(endpoint, 500, 'Records down')],
      ['with no answer (network error)', () => networkError(endpoint)],
      [
        'answering a body of the wrong shape',
        () => malformed(endpoint, { success: true, results: { content: [{ uuid: 7 }] } }),
      ],
    ] as const)(
      "%s: 'The records could not be loaded', the page still there",
      async (_name, failure) => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await open(list);
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The records could not be loaded');
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(screen.queryAllByTestId('timer-record')).toHaveLength(0);
      },
    );
  });
});

describe('/basket-events: the steps filter (spec 000 §5 filters in the URL)', () => {
  it('keeps a known step, drops an unknown one, and asks for and shows that step only', async () => {
    const app = await open('basket-events', '?timeInterval=1d&stages=BASKET_FRYING,BOILING');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ stages: 'BASKET_FRYING' }),
    );
    const { path } = RECORD_ENDPOINTS['basket-events'].list;
    await waitFor(() =>
      expect(askedFor(path)[0]?.searchParams.get('stages')).toBe('BASKET_FRYING'),
    );
    const rows = await screen.findAllByTestId('timer-record');
    for (const row of rows) expect(cell(row, 'Step')).toHaveTextContent('Frying');
  });
});
