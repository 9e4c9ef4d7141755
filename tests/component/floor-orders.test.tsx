/**
 * The monitor's order table and pack summary the spec's way (spec 001 §3 "Order table columns",
 * "Pack summary"; §7 "Orders", "Dictionaries"): from GET /catering-orders, the live queue's
 * catering batch and the chicken containers dictionary, with no ORDERS frame on the socket (the
 * spec's tablet socket has none).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_KINDS } from '../../src/api/dictionaries/dictionaries.endpoints';
import { listCateringOrders } from '../../src/api/orders/orders.endpoints';
import type { CateringOrder } from '../../src/api/orders/orders.schema';
import { BATCH_COMPLETE } from '../../src/api/production/production.constants';
import type { QueueBatch, QueueMessage } from '../../src/api/production/production.schema';
import { FakeQueueSocket, fakeQueueSocketsPerTest } from '../helpers/fake-queue-socket';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, heldUntilReleased } from '../helpers/override';
import { queueBatch } from '../helpers/queue-batch';
import { cellTexts, ON_A_TABLET } from '../helpers/queue-table';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

fakeQueueSocketsPerTest();

const restaurant = () => sandbox.context.chain.restaurants[0]!;

/** A catering order of 24 Strips starting now and leaving in two hours. */
function order(overrides: Partial<CateringOrder> = {}): CateringOrder {
  const now = Date.now();
  return {
    uuid: 'order-1',
    batchNumber: 501,
    material: 'Strips',
    workCenter: 'CATERING_WORK_CENTER',
    cateringOrderStatus: 'NEW',
    scheduledStart: now,
    scheduledEnd: now + 30 * 60_000,
    restaurantDepartureTime: now + 2 * 3_600_000,
    batchSize: 24,
    progress: 0,
    demandDescription: 'Office lunch',
    completionResult: null,
    recurringOrderUuid: null,
    ...overrides,
  };
}

/** The order's batch on the catering queue: the batch carries its number and material only. */
const cateringBatch = (overrides: Partial<QueueBatch>) =>
  queueBatch({
    uuid: 'cat-1',
    batchNumber: 501,
    material: 'Strips',
    catering: true,
    queueType: 'CATERING_QUEUE',
    batchSize: 24,
    ...overrides,
  });

/** The provider's side: GET /catering-orders and the two dictionaries the pack rule reads. */
function provider(orders: CateringOrder[]) {
  server.use(
    answer(listCateringOrders, {
      content: orders,
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    }),
    // 0.1 kg a piece: a 2 kg tray holds 20 pieces, a 0.5 kg pan 5.
    answer(DICTIONARY_KINDS['chicken-containers'].endpoints.list, {
      content: [
        { uuid: 'c-1', code: 'TRAY', name: 'Catering tray', capacityKg: 2 },
        { uuid: 'c-2', code: 'PAN', name: 'Half pan', capacityKg: 0.5 },
      ],
      total: 2,
    }),
    answer(DICTIONARY_KINDS['chicken-materials'].endpoints.list, {
      content: [{ uuid: 'm-1', materialCode: 'STRIPS', name: 'Strips', pieceWeightKg: 0.1 }],
      total: 1,
    }),
  );
}

/** BEGIN, the snapshot, COMPLETED: no ORDERS frame. */
function opening(batches: QueueBatch[], seq = 5): QueueMessage[] {
  const at = Date.now();
  return [
    { type: 'CONNECTION', seq, at, state: 'BEGIN' },
    {
      type: 'SNAPSHOT',
      seq,
      at,
      snapshot: { restaurantUuid: restaurant().uuid, generatedAt: at, seq, batches, materials: [] },
    },
    { type: 'CONNECTION', seq, at, state: 'COMPLETED' },
  ];
}

async function openMonitor(batches: QueueBatch[]) {
  await signInAs('admin@demo.kitchen');
  await renderApp(`/pcs/${restaurant().uuid}`);
  await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
  const socket = FakeQueueSocket.opened[0]!;
  socket.open();
  socket.replay(opening(batches));
  await screen.findByText('Live');
  return socket;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const bodyRows = (name: string) => region(name).getAllByRole('row').slice(1);

/** Amount, waiting, in progress, ready of the order's row ('—' is none). */
async function counts(): Promise<string[]> {
  const rows = await waitFor(() => {
    const found = bodyRows('Orders');
    expect(found).toHaveLength(1);
    return found;
  });
  return cellTexts(rows[0]!).slice(3);
}

describe('/pcs/{id}: orders and pack summary from GET /catering-orders, without an ORDERS frame (spec 001 §3, §7)', () => {
  it('spec 001 §3 "Order table columns" and "Pack summary": an order of the kitchen\'s day is listed with its amount, and packed in the containers dictionary\'s containers, fullest first', async () => {
    provider([
      order(),
      // Another day's order is not the floor's today.
      order({ uuid: 'order-2', batchNumber: 502, scheduledStart: Date.now() + 2 * 86_400_000 }),
    ]);
    await openMonitor([]);

    expect(await counts()).toEqual(['24', '24', '—', '—']);
    expect(cellTexts(bodyRows('Orders')[0]!)[0]).toContain('#501 Strips');

    const pack = await waitFor(() => {
      const rows = bodyRows('Pack summary');
      expect(rows).toHaveLength(3);
      return rows.map((row) => cellTexts(row).slice(1));
    });
    // A full tray of 20, the 4 left in the smallest container they fit in, then the totals.
    expect(pack).toEqual([
      ['Catering tray', '1', '20 Pieces'],
      ['Half pan', '1', '4 Pieces'],
      ['Total', '2', '24 Pieces'],
    ]);
  });

  it('spec 001 §2 "each table shows a spinner while loading": the queue is drawn whole, its spinners kept until the orders answer as well as the socket\'s snapshot', async () => {
    provider([order()]);
    const held = heldUntilReleased(listCateringOrders);
    server.use(held.override);
    await openMonitor([cateringBatch({ stageName: null, status: 0 })]);
    // The snapshot is in (the queue is live), the orders are not: no table says 'No records'
    // or shows a row yet, so none fills later above the others.
    for (const name of ['Orders', 'Pack summary', 'Production'])
      expect(region(name).getAllByText('Loading the queue').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('No records')).toEqual([]);

    held.release();
    expect(await counts()).toEqual(['24', '24', '—', '—']);
    expect(region('Production').queryAllByText('Loading the queue')).toEqual([]);
  });

  it('spec 001 §3 "Order table columns: amount, waiting, inProgress, ready": as the queue\'s catering batch of the order moves, its pieces go from waiting to in progress to ready, each counted once', async () => {
    provider([order()]);
    const socket = await openMonitor([cateringBatch({ stageName: null, status: 0 })]);
    expect(await counts()).toEqual(['24', '24', '—', '—']);

    // The batch says where the pieces are, whatever the order's status says yet.
    socket.send({
      type: 'BATCH',
      seq: 6,
      at: Date.now(),
      batch: cateringBatch({ stageName: 'BREADING' }),
    });
    await waitFor(async () => expect(await counts()).toEqual(['24', '—', '24', '—']));

    // The order's status is read again as its batch moves (not only every 30 s).
    provider([order({ cateringOrderStatus: 'FINISHED', progress: 100 })]);
    socket.send({
      type: 'BATCH',
      seq: 7,
      at: Date.now(),
      batch: cateringBatch({ stageName: BATCH_COMPLETE, stageProgress: 100 }),
    });
    await waitFor(async () => expect(await counts()).toEqual(['24', '—', '—', '24']));
    await waitFor(() =>
      expect(within(bodyRows('Orders')[0]!).getByText('Ready', ON_A_TABLET)).toBeInTheDocument(),
    );
  });

  it('spec 001 §3 "Pack summary": without the containers dictionary the pans are not said, only the pieces to pack', async () => {
    provider([order()]);
    server.use(
      failWith(DICTIONARY_KINDS['chicken-containers'].endpoints.list, 403, 'Access denied'),
    );
    await openMonitor([]);
    const pack = await waitFor(() => {
      const rows = bodyRows('Pack summary');
      expect(rows).toHaveLength(1);
      return rows.map((row) => cellTexts(row).slice(1));
    });
    expect(pack).toEqual([['Total', '—', '24 Pieces']]);
  });

  it('spec 001 §3: an order with no batch on the queue is split by its status, and a batch of the same number of another material is not its batch', async () => {
    provider([order({ cateringOrderStatus: 'IN_PROGRESS' })]);
    await openMonitor([cateringBatch({ material: 'Nuggets', stageName: BATCH_COMPLETE })]);
    expect(await counts()).toEqual(['24', '—', '24', '—']);
  });
});
