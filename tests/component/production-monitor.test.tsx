import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueBatch, QueueMessage } from '../../src/api/production/production.schema';
import { FakeQueueSocket, fakeQueueSocketsPerTest } from '../helpers/fake-queue-socket';
import { stubIntersectionObserver } from '../helpers/intersection-observer';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { queueBatch, stageEstimates } from '../helpers/queue-batch';
import { signInAs } from '../helpers/sign-in';

const batch = (overrides: Partial<QueueBatch>) =>
  queueBatch({ workCenter: 'Fryer 1', ...overrides });

/** The recorded opening of a stream: BEGIN, the snapshot, COMPLETED. */
function opening(restaurantUuid: string, batches: QueueBatch[], seq = 5): QueueMessage[] {
  const at = Date.now();
  return [
    { type: 'CONNECTION', seq, at, state: 'BEGIN' },
    {
      type: 'SNAPSHOT',
      seq,
      at,
      snapshot: { restaurantUuid, generatedAt: at, seq, batches, materials: [] },
    },
    { type: 'CONNECTION', seq, at, state: 'COMPLETED' },
  ];
}

/** Estimates 30 s apart with the frying stage (the fourth) ending at `fryingEnd`. */
const estimates = (done: number, fryingEnd: number) =>
  stageEstimates(done, fryingEnd - 3 * 30_000, 30_000);

const productionTable = () => screen.getByRole('region', { name: 'Production' });
/** The queue's state label as the crew reads it ('Live · updated 11:15:04'). */
const queueState = () => document.querySelector('[data-connection]')?.textContent ?? '';
/** The 'cook next' strip's entries as read: product, then its countdown. */
const cookNextEntries = () =>
  [...screen.getByRole('region', { name: 'Cook next' }).querySelectorAll('[data-urgency]')].map(
    (entry) => entry.textContent,
  );

fakeQueueSocketsPerTest();
afterEach(() => vi.useRealTimers());

describe("/pcs/{id}: a snapshot read as a Tolerant Reader (spec 001 §3 'Queue batch', §7 'Dictionaries')", () => {
  it('a batch of a product the console has no label for shows its name; one of an unknown state is left out and logged, the others kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[0]!;
    await renderApp(`/pcs/${restaurant.uuid}`);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
    const socket = FakeQueueSocket.opened[0]!;
    socket.open();
    // A state spec 001 §4 does not list: the frame as a provider might send it.
    const paused = { ...batch({ uuid: 'b-3', batchNumber: 103 }), state: 'PAUSED' };
    for (const message of opening(restaurant.uuid, [
      batch({}),
      batch({ uuid: 'b-2', batchNumber: 102, material: 'Grilled Nuggets', status: 0 }),
      paused as unknown as QueueBatch,
    ]))
      socket.send(message);

    expect(await screen.findByText('Live')).toBeInTheDocument();
    const rows = within(productionTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-row'))).toEqual(['b-1', 'b-2']);
    expect(within(rows[1]!).getByText('Grilled Nuggets')).toBeInTheDocument();
    // Logged as a list's left-out rows are (request.ts), naming the socket.
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^1 row\(s\) of the answer to socket \/device\/api\/v1\/sockets\/tablet/,
      ),
      expect.arrayContaining([expect.stringMatching(/state/)]),
    );
  });
});

describe('/pcs/{id}: the live production queue from a recorded stream (spec 001 §4)', () => {
  it('spinner until the snapshot, then the rows; a BATCH message advances the stage without reload; a dropped channel says so, turns stale, reconnects by itself and recovers', async () => {
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[0]!;
    await renderApp(`/pcs/${restaurant.uuid}`);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
    const socket = FakeQueueSocket.opened[0]!;
    // Spec 001 §7: the tablet socket with Authorization and restaurantUuid.
    const url = new URL(socket.url);
    expect(url.pathname).toBe('/device/api/v1/sockets/tablet');
    expect(url.searchParams.get('restaurantUuid')).toBe(restaurant.uuid);
    expect(url.searchParams.get('Authorization')).toMatch(/^Bearer .+/);

    // Spec 001 §2: each table has a spinner while loading.
    expect(within(productionTable()).getAllByText('Loading the queue').length).toBeGreaterThan(0);

    socket.open();
    for (const message of opening(restaurant.uuid, [
      batch({}),
      batch({ uuid: 'b-2', batchNumber: 102, material: 'Nuggets', status: 0, stageName: null }),
    ]))
      socket.send(message);

    // Connection state COMPLETED shown; rows sorted by status id descending (GO 2 before WAIT 0).
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(queueState()).toMatch(/^Live · updated \d{1,2}:\d{2}:\d{2} [AP]M$/);
    const rows = within(productionTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-row'))).toEqual(['b-1', 'b-2']);
    expect(within(rows[0]!).getByText('Breading')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('250 grams')).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText('24 Pieces').length).toBeGreaterThan(0);
    // Empty tables say 'No records'.
    expect(
      within(screen.getByRole('region', { name: 'Grilled' })).getByText('No records'),
    ).toBeInTheDocument();
    // The 'cook next' strip counts down to Filets' predicted stock-out (Nuggets' is later).
    expect(cookNextEntries()).toContainEqual(expect.stringMatching(/^Filets stock-out in 1[12]:/));

    // A batch advances on screen without reload.
    socket.send({
      type: 'BATCH',
      seq: 6,
      at: Date.now(),
      batch: batch({
        stageName: 'BASKET_FRYING',
        fryer: 'Fryer 2',
        stagesEstimate: estimates(3, Date.now() + 150_000),
      }),
    });
    const advanced = within(productionTable()).getAllByRole('row')[1]!;
    expect(within(advanced).getByText('Frying')).toBeInTheDocument();
    expect(advanced.querySelector('[data-stage="4"]')).not.toBeNull();
    // …and the fryers table shows it in its fryer, counting down its time in the oil.
    const fryers = within(screen.getByRole('region', { name: 'Fryers' }));
    expect(fryers.getByText('Fryer 2')).toBeInTheDocument();
    expect(fryers.getByText(/^2:[23]\d$/)).toBeInTheDocument();

    // The channel drops: the screen says so, and no longer claims to be live.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    socket.drop();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
    // Data older than a few seconds is marked stale; the rows stay for reference.
    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    expect(await screen.findByText(/^Stale: no update for \d+ s/)).toBeInTheDocument();
    expect(queueState()).toMatch(/^Stale: no update for \d+ s$/);
    expect(within(productionTable()).getByText('Frying')).toBeInTheDocument();

    // It reconnected by itself (backoff 1 s); the new stream brings the queue back to live.
    await waitFor(() => expect(FakeQueueSocket.opened.length).toBeGreaterThan(1));
    const again = FakeQueueSocket.opened.at(-1)!;
    again.open();
    for (const message of opening(restaurant.uuid, [batch({ stageName: 'CTS_TRANSFER' })], 9))
      again.send(message);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText(/^Stale:/)).toBeNull();
    expect(within(productionTable()).getByText('CTS transfer')).toBeInTheDocument();
  });

  it('while the queue loads, Cook next shows its spinner and the state label already says "Connecting…"; the first snapshot fills both, over the one socket the route opened (spec 001 §2 spinner while loading; docs/decisions/production.md "Production queue monitor")', async () => {
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[0]!;
    await renderApp(`/pcs/${restaurant.uuid}`);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
    const cookNext = () => screen.getByRole('region', { name: 'Cook next' });
    expect(await within(cookNext()).findByLabelText('Loading the queue')).toBeInTheDocument();
    expect(queueState()).toBe('Connecting…');

    const socket = FakeQueueSocket.opened[0]!;
    socket.open();
    for (const message of opening(restaurant.uuid, [batch({})])) socket.send(message);
    await screen.findByText('Live');
    expect(within(cookNext()).queryByLabelText('Loading the queue')).toBeNull();
    expect(cookNextEntries()).toContainEqual(expect.stringMatching(/^Filets stock-out in /));
    expect(queueState()).toMatch(/^Live · updated \d{1,2}:\d{2}/);
    // The page reads the socket its route's loader opened: one connection to the provider.
    expect(FakeQueueSocket.opened).toHaveLength(1);
  });

  it('a lost message (a gap in seq) asks for a new snapshot instead of showing a wrong queue', async () => {
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[0]!;
    await renderApp(`/pcs/${restaurant.uuid}`);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
    const socket = FakeQueueSocket.opened[0]!;
    socket.open();
    for (const message of opening(restaurant.uuid, [batch({})])) socket.send(message);
    await screen.findByText('Live');
    socket.send({
      type: 'BATCH',
      seq: 8,
      at: Date.now(),
      batch: batch({ stageName: 'BASKET_FRYING' }),
    });
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(2));
    expect(socket.closed).toBe(true);
    expect(within(productionTable()).queryByText('Frying')).toBeNull();
  });

  it('a rush’s rows are drawn a chunk at a time, the next chunk as the end of the drawn ones nears the screen, while the status bar counts them all (spec 001 §4 "Infinite scroll loads the next chunk")', async () => {
    const observed = stubIntersectionObserver();
    try {
      await signInAs('admin@demo.kitchen');
      const restaurant = sandbox.context.chain.restaurants[0]!;
      await renderApp(`/pcs/${restaurant.uuid}`);
      await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
      const socket = FakeQueueSocket.opened[0]!;
      socket.open();
      const rush = Array.from({ length: 50 }, (_, index) =>
        batch({ uuid: `rush-${index}`, batchNumber: 200 + index }),
      );
      for (const message of opening(restaurant.uuid, rush)) socket.send(message);
      await screen.findByText('Live');
      const drawn = () => productionTable().querySelectorAll('tr[data-row]').length;
      await waitFor(() => expect(drawn()).toBe(40));
      expect(within(productionTable()).getByText('50 rows')).toBeInTheDocument();

      // The end of the drawn rows comes near the screen: the next chunk is drawn.
      const end = productionTable().querySelector('[data-more-rows]')!;
      const [, nearing] = observed.findLast(([element]) => element === end)!;
      act(() => nearing([{ isIntersecting: true, target: end }]));
      await waitFor(() => expect(drawn()).toBe(50));
      expect(productionTable().querySelector('[data-more-rows]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a wide desktop (a screen where a card can be 1680 px) the production table has the six per-stage columns and batchComplete, waiting, inProgress, ready (spec 001 §3 production queue table columns)', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...narrow(query),
      matches: query === '(min-width: 105em)',
    })) as typeof window.matchMedia;
    try {
      await signInAs('admin@demo.kitchen');
      const restaurant = sandbox.context.chain.restaurants[0]!;
      await renderApp(`/pcs/${restaurant.uuid}`);
      await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
      const socket = FakeQueueSocket.opened[0]!;
      socket.open();
      const fryingEnd = Date.now() + 60_000;
      for (const message of opening(restaurant.uuid, [
        batch({
          stageName: 'BASKET_TRANSFER',
          stageProgress: 40,
          stagesEstimate: estimates(2, fryingEnd),
        }),
      ]))
        socket.send(message);
      await screen.findByText('Live');
      const headers = within(productionTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual(
        expect.arrayContaining([
          'Bread chicken',
          'Load basket',
          'Basket to fryer',
          'Into the oil',
          'Basket to CTS',
          'Pan to hot holding',
          'Batch complete',
          'Waiting',
          'In Progress',
          'Ready',
        ]),
      );
      const cells = [...productionTable().querySelectorAll('[data-stage-cell]')].map((cell) =>
        cell.getAttribute('data-stage-cell'),
      );
      // Breading and basket loading done, the transfer at 40 %, the rest expected, the batch's
      // completion last.
      expect(cells).toEqual([
        'done',
        'done',
        'current',
        'pending',
        'pending',
        'pending',
        'pending',
      ]);
      expect(within(productionTable()).getByText('40 %')).toBeInTheDocument();
      expect(within(productionTable()).getAllByText(/^✓ /)).toHaveLength(2);
      expect(within(productionTable()).getAllByText(/^≈ /)).toHaveLength(4);
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('/pcs/monitor with a kitchen chosen in the URL shows that kitchen’s live queue', async () => {
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[1]!;
    await renderApp(`/pcs/monitor?restaurantUuid=${restaurant.uuid}`);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
    const socket = FakeQueueSocket.opened[0]!;
    expect(new URL(socket.url).searchParams.get('restaurantUuid')).toBe(restaurant.uuid);
    socket.open();
    for (const message of opening(restaurant.uuid, [batch({})])) socket.send(message);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByText(`${restaurant.number} - ${restaurant.name}`)).toBeInTheDocument();
    expect(within(productionTable()).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(FakeQueueSocket.opened).toHaveLength(1);
  });

  it('Global mode asks for a restaurant: a queue is one kitchen’s', async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp('/pcs/monitor');
    expect(
      await screen.findByText(
        'A production queue is one kitchen’s: choose the restaurant whose queue you want to see.',
      ),
    ).toBeInTheDocument();
    expect(FakeQueueSocket.opened).toHaveLength(0);
  });
});
