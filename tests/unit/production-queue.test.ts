import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
} from '../../src/api/orders/orders.constants';
import {
  applyMaterialReadiness,
  batchBar,
  clockText,
  cookNext,
  delaySeconds,
  gramsToPounds,
  holdExpiry,
  holdSecondsLeft,
  isCateringRowComplete,
  isQueueTimeHint,
  isStale,
  isTaskRowComplete,
  materialDelay,
  ORDER_STATUS_STAGE,
  orderStatusGroup,
  pieceSplit,
  PROGRESS_COLUMN_WIDTH,
  sortOrders,
  taskRowOutcome,
  taskRows,
  workTypeOf,
  sortByStatusDescending,
  sortCateringByStage,
  oilSecondsLeft,
  STAGE_COLUMNS,
  stageCell,
  stageNumber,
  stageWidthPercent,
  stockoutSeconds,
  TASK_COLUMN_WIDTH,
  taskStatusOf,
  animationOf,
} from '../../src/features/production/queue-rules';
import { reconnectDelayMs } from '../../src/api/production/queue-live';
import type {
  MaterialBatch,
  QueueBatch,
  QueueOrder,
} from '../../src/api/production/production.schema';
import type { OrderStatus } from '../../src/api/orders/orders.constants';
import { queueTables, reuseUnchanged } from '../../src/features/production/queue-tables';
import { queueBatch, stageEstimates } from '../helpers/queue-batch';
import { en } from '../../src/lib/i18n/messages-en';
import { productionMonitor } from '../../src/lib/i18n/en/production-monitor';
import { productionMonitor as productionMonitorEs } from '../../src/lib/i18n/es/production-monitor';
import { registerMessages, translate } from '../../src/lib/i18n/i18n';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('spec 001 §4 task statuses: "the status comes from a status list, with the fourth entry as fallback"', () => {
  it('reads each id from the list', () => {
    expect(taskStatusOf(0)).toMatchObject({ key: 'WAIT', label: 'Waiting', color: 'grey' });
    expect(taskStatusOf(1)).toMatchObject({ key: 'CANCEL', label: 'Cancelled', color: 'red' });
    expect(taskStatusOf(2)).toMatchObject({ key: 'GO', label: 'Go', color: 'yellow' });
    expect(taskStatusOf(3)).toMatchObject({ key: 'BREADING_COMPLETE', color: 'green' });
  });
  it('falls back to the fourth entry for an unknown or missing id', () => {
    expect(taskStatusOf(9).key).toBe('BREADING_COMPLETE');
    expect(taskStatusOf(null).key).toBe('BREADING_COMPLETE');
    expect(taskStatusOf(undefined).key).toBe('BREADING_COMPLETE');
  });
});

describe('spec 001 §4 queue batch display', () => {
  it('a cancel status shows a cancel bar, before every other rule', () => {
    expect(batchBar({ status: 1, grilled: true, state: 'COMPLETED' }).kind).toBe('cancel');
  });
  it('a completed batch shows the status label with the ready time', () => {
    expect(batchBar({ status: 3, state: 'COMPLETED', readyTime: NOW })).toMatchObject({
      kind: 'completed',
      readyTime: NOW,
      status: { label: 'Breading Complete' },
    });
    expect(batchBar({ status: 2, stageName: 'BATCH_COMPLETE' }).kind).toBe('completed');
  });
  it('a grilled batch shows a grilled bar', () => {
    expect(batchBar({ status: 2, grilled: true, stageName: 'BREADING' }).kind).toBe('grilled');
  });
  it('otherwise a progress bar whose width grows with the stage (BREADING 1 … HOT_HOLDING_TRANSFER 6, BATCH_COMPLETE 7)', () => {
    const stages = [
      'BREADING',
      'BASKET_LOADING',
      'BASKET_TRANSFER',
      'BASKET_FRYING',
      'CTS_TRANSFER',
      'HOT_HOLDING_TRANSFER',
      'BATCH_COMPLETE',
    ];
    expect(stages.map(stageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const widths = stages.map(stageWidthPercent);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
    expect(widths.at(-1)).toBe(100);
    expect(batchBar({ status: 2, stageName: 'BASKET_FRYING' })).toEqual({
      kind: 'progress',
      stage: 4,
      widthPercent: stageWidthPercent('BASKET_FRYING'),
    });
    expect(batchBar({ status: 0, stageName: null })).toMatchObject({
      kind: 'progress',
      stage: 0,
      widthPercent: 0,
    });
  });
  it('rows sort by status id descending, equal ids keeping their order', () => {
    const rows = [
      { id: 'a', status: 0 },
      { id: 'b', status: 2 },
      { id: 'c', status: 1 },
      { id: 'd', status: 2 },
      { id: 'e', status: 3 },
    ];
    expect(sortByStatusDescending(rows).map((row) => row.id)).toEqual(['e', 'b', 'd', 'c', 'a']);
  });
  it('catering rows sort by stage', () => {
    const rows = [
      { id: 'fry', stageName: 'BASKET_FRYING' },
      { id: 'new', stageName: null },
      { id: 'bread', stageName: 'BREADING' },
    ];
    expect(sortCateringByStage(rows).map((row) => row.id)).toEqual(['new', 'bread', 'fry']);
  });
  it('animation types are flat and delayed (anything else is flat)', () => {
    expect(animationOf('delayed')).toBe('delayed');
    expect(animationOf('flat')).toBe('flat');
    expect(animationOf(undefined)).toBe('flat');
  });
  it('a task row is complete when finished, incomplete or canceled; a catering row when ready', () => {
    expect(['FINISHED', 'INCOMPLETE', 'CANCELED'].every(isTaskRowComplete)).toBe(true);
    expect(isTaskRowComplete('IN_PROGRESS')).toBe(false);
    expect(isCateringRowComplete('ready')).toBe(true);
    expect(isCateringRowComplete('NEW')).toBe(false);
  });
});

describe('spec 001 §3 production queue table columns: the six per-stage task columns', () => {
  const estimate = (done: number, from = NOW - 60_000) => stageEstimates(done, from);
  it('are breadChicken … transferPanToHotHolding, one per production stage in order', () => {
    expect(STAGE_COLUMNS.map((column) => column.key)).toEqual([
      'breadChicken',
      'loadChickenInBasket',
      'transferBasketToFryer',
      'loadIntoOilForCooking',
      'transferBasketToCTS',
      'transferPanToHotHolding',
    ]);
    expect(STAGE_COLUMNS.map((column) => stageNumber(column.stage))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('a done stage shows when it ended, the current one its progress, a later one its estimate', () => {
    const batch = {
      status: 3,
      stageName: 'BASKET_TRANSFER',
      stageProgress: 40,
      stagesEstimate: estimate(2),
    };
    expect(stageCell(batch, 'BREADING')).toEqual({ kind: 'done', at: NOW - 60_000 });
    expect(stageCell(batch, 'BASKET_TRANSFER')).toEqual({ kind: 'current', progress: 40 });
    expect(stageCell(batch, 'CTS_TRANSFER')).toEqual({ kind: 'pending', expected: NOW - 20_000 });
  });
  it('a cancelled batch expects nothing more, and a batch with no estimate shows nothing', () => {
    const cancelled = { status: 1, stageName: 'BREADING', stagesEstimate: estimate(0) };
    expect(stageCell(cancelled, 'BREADING')).toEqual({ kind: 'none' });
    expect(stageCell({ status: 0, stageName: null, stagesEstimate: [] }, 'BREADING')).toEqual({
      kind: 'none',
    });
  });
  it("the fryers table counts down the frying stage's expected end on the browser's clock", () => {
    const batch = { stagesEstimate: estimate(3, NOW) };
    // Frying ends at NOW + 30 s on the provider's clock, which runs 5 s behind ours.
    expect(oilSecondsLeft(batch, NOW, 5_000)).toBe(35);
    expect(oilSecondsLeft(batch, NOW + 60_000)).toBe(0);
    expect(oilSecondsLeft({ stagesEstimate: [] }, NOW)).toBeNull();
  });
});

describe('spec 001 §4 queue timers tick', () => {
  it('the delay comes from the delay start time while it lasts', () => {
    expect(delaySeconds(NOW - 95_000, null, NOW)).toBe(95);
    expect(delaySeconds(NOW - 95_000, null, NOW + 5_000)).toBe(100);
  });
  it('or from the end minus the start once it has ended (it then stops ticking)', () => {
    expect(delaySeconds(NOW - 95_000, NOW - 35_000, NOW)).toBe(60);
    expect(delaySeconds(NOW - 95_000, NOW - 35_000, NOW + 60_000)).toBe(60);
    expect(delaySeconds(null, null, NOW)).toBe(0);
  });
  it('the stock-out time is the time elapsed since its start', () => {
    expect(stockoutSeconds(NOW - 125_000, NOW)).toBe(125);
    expect(stockoutSeconds(null, NOW)).toBe(0);
  });
  it('the hold time yields an expiry time', () => {
    const expires = holdExpiry(NOW, 900);
    expect(expires).toBe(NOW + 900_000);
    expect(holdSecondsLeft(expires, NOW + 300_000)).toBe(600);
    expect(holdSecondsLeft(expires, NOW + 1_000_000)).toBe(0);
  });
  it('timers read m:ss, and h:mm:ss from an hour', () => {
    expect(clockText(65)).toBe('1:05');
    expect(clockText(3725)).toBe('1:02:05');
  });
});

describe('spec 001 §4 material readiness', () => {
  const materials: Array<{
    uuid: string;
    status: string;
    readyTime: number | null;
    endTime: number | null;
    materialDelay: number;
    batches: unknown[];
    material: string;
  }> = [
    {
      uuid: 'm1',
      status: 'WAITING',
      readyTime: null,
      endTime: NOW,
      materialDelay: 0,
      batches: [],
      material: 'Filets',
    },
    {
      uuid: 'm2',
      status: 'READY',
      readyTime: NOW,
      endTime: NOW,
      materialDelay: 0,
      batches: [],
      material: 'Nuggets',
    },
  ];
  it('an update replaces status, readyTime and batches of the matching material only', () => {
    const batches = [{ uuid: 'b1' }];
    const next = applyMaterialReadiness(materials, {
      uuid: 'm1',
      status: 'IN_PROGRESS',
      readyTime: NOW + 120_000,
      batches,
    });
    expect(next[0]).toMatchObject({
      status: 'IN_PROGRESS',
      readyTime: NOW + 120_000,
      batches,
      material: 'Filets',
      endTime: NOW,
    });
    expect(next[1]).toBe(materials[1]);
  });
  it('materialDelay = readyTime − endTime, never below 0', () => {
    expect(materialDelay(NOW + 120_000, NOW)).toBe(120_000);
    expect(materialDelay(NOW - 120_000, NOW)).toBe(0);
    expect(materialDelay(null, NOW)).toBe(0);
    const [early] = applyMaterialReadiness(materials, {
      uuid: 'm1',
      status: 'READY',
      readyTime: NOW - 5000,
      batches: [],
    });
    expect(early!.materialDelay).toBe(0);
  });
});

describe('spec 001 §4 order status groups', () => {
  it('closed is FINISHED and INCOMPLETE; active is NEW and IN_PROGRESS', () => {
    expect([...CLOSED_ORDER_STATUSES]).toEqual(['FINISHED', 'INCOMPLETE']);
    expect([...ACTIVE_ORDER_STATUSES]).toEqual(['NEW', 'IN_PROGRESS']);
    expect(orderStatusGroup('FINISHED')).toBe('closed');
    expect(orderStatusGroup('IN_PROGRESS')).toBe('active');
    expect(orderStatusGroup('CANCELED')).toBeNull();
  });
  it('order statuses have their stage: NEW 1, IN_PROGRESS 2, FINISHED, INCOMPLETE and CANCELED 3', () => {
    expect(ORDER_STATUS_STAGE).toEqual({
      NEW: 1,
      IN_PROGRESS: 2,
      FINISHED: 3,
      INCOMPLETE: 3,
      CANCELED: 3,
    });
  });
  it('the order table lists the active group, then the closed group, then the canceled; in a group the further stage, then the soonest departure', () => {
    const order = (uuid: string, status: OrderStatus, departure: number) => ({
      uuid,
      cateringOrderStatus: status,
      restaurantDepartureTime: departure,
    });
    const sorted = sortOrders([
      order('gone', 'CANCELED', 1),
      order('done', 'FINISHED', 2),
      order('later', 'NEW', 9),
      order('soon', 'NEW', 3),
      order('cooking', 'IN_PROGRESS', 8),
      order('short', 'INCOMPLETE', 1),
    ]);
    expect(sorted.map((row) => row.uuid)).toEqual([
      'cooking',
      'soon',
      'later',
      'short',
      'done',
      'gone',
    ]);
  });
});

describe('spec 001 §4 task rows: "A task row is complete when finished, incomplete or canceled"', () => {
  const task = (uuid: string, batchNumber: number, status: number, readyTime: number | null) => ({
    uuid,
    batchNumber,
    status,
    batchSize: 10,
    readyTime,
    taskDelayStartTime: null,
    taskDelayEndTime: null,
  });
  it('a material task is finished once it has a ready time, canceled when Cancelled, else open', () => {
    expect(taskRowOutcome(task('a', 1, 2, NOW))).toBe('FINISHED');
    expect(taskRowOutcome(task('a', 1, 1, null))).toBe('CANCELED');
    expect(taskRowOutcome(task('a', 1, 0, null))).toBe('NEW');
    expect(taskRowOutcome(task('a', 1, 3, null))).toBe('IN_PROGRESS');
  });
  it("each material's rows, the open ones first, the complete ones after, each by batch number", () => {
    const material = (uuid: string, batches: ReturnType<typeof task>[]) => ({
      uuid,
      material: uuid,
      batches,
    });
    const rows = taskRows([
      material('Nuggets', [task('n3', 3, 2, NOW), task('n2', 2, 0, null), task('n1', 1, 2, null)]),
      material('Strips', [task('s1', 1, 1, null)]),
    ]);
    expect(rows.map((row) => [row.task.uuid, row.complete])).toEqual([
      ['n1', false],
      ['n2', false],
      ['n3', true],
      ['s1', true],
    ]);
  });
});

describe('spec 001 §3 work types and the production columns waiting, inProgress, ready', () => {
  it('a catering batch is Scheduled Production, a due production batch not started Cookable, any other Production', () => {
    expect(workTypeOf(queueBatch({ catering: true, status: 0, stageName: null }), NOW)).toBe(
      'CATERING',
    );
    const waiting = queueBatch({ status: 0, stageName: null, scheduledTime: NOW - 1 });
    expect(workTypeOf(waiting, NOW)).toBe('COOKABLE');
    expect(workTypeOf({ ...waiting, scheduledTime: NOW + 60_000 }, NOW)).toBe('PRODUCTION');
    expect(workTypeOf(queueBatch({ stageName: 'BREADING' }), NOW)).toBe('PRODUCTION');
  });
  it("a batch's pieces are waiting until breading, in progress through the stages, ready when complete; a cancelled one in none", () => {
    expect(pieceSplit({ status: 0, stageName: null, batchSize: 12 })).toEqual({
      waiting: 12,
      inProgress: 0,
      ready: 0,
    });
    expect(pieceSplit({ status: 2, stageName: 'BASKET_FRYING', batchSize: 12 })).toEqual({
      waiting: 0,
      inProgress: 12,
      ready: 0,
    });
    expect(pieceSplit({ status: 3, stageName: 'BATCH_COMPLETE', batchSize: 12 })).toEqual({
      waiting: 0,
      inProgress: 0,
      ready: 12,
    });
    expect(pieceSplit({ status: 1, stageName: null, batchSize: 12 })).toEqual({
      waiting: 0,
      inProgress: 0,
      ready: 0,
    });
  });
});

describe('spec 001 §9 display constants', () => {
  it('11% for task columns and 12% for progress columns', () => {
    expect(TASK_COLUMN_WIDTH).toBe('11%');
    expect(PROGRESS_COLUMN_WIDTH).toBe('12%');
  });
  it('queue time display hints at minutes 25 to 35 of each hour, on the kitchen’s clock', () => {
    const at = (minute: number) => Date.UTC(2026, 10, 24, 14, minute);
    expect(isQueueTimeHint(at(24), 'America/New_York')).toBe(false);
    expect(isQueueTimeHint(at(25), 'America/New_York')).toBe(true);
    expect(isQueueTimeHint(at(35), 'America/New_York')).toBe(true);
    expect(isQueueTimeHint(at(36), 'America/New_York')).toBe(false);
    // 14:55 UTC is 20:25 in Kolkata (UTC+5:30): the kitchen's minute 25, whatever the browser's.
    expect(isQueueTimeHint(at(55), 'Asia/Kolkata')).toBe(true);
    expect(isQueueTimeHint(at(25), 'Asia/Kolkata')).toBe(false);
  });
  it('grams show as pounds in the Weight (lb) column', () => {
    expect(gramsToPounds(453.59237)).toBe(1);
  });
  it('minute demand in grams and batch sizes pluralise gram/grams and Piece/Pieces; headers Type and Weight (lb)', () => {
    registerMessages(productionMonitor);
    const all = { ...en, ...productionMonitor };
    expect(translate(all, 'en', 'monitor.grams', { count: 1 })).toBe('1 gram');
    expect(translate(all, 'en', 'monitor.grams', { count: 250 })).toBe('250 grams');
    expect(translate(all, 'en', 'monitor.pieces', { count: 1 })).toBe('1 Piece');
    expect(translate(all, 'en', 'monitor.pieces', { count: 8 })).toBe('8 Pieces');
    expect(productionMonitor['monitor.col.type']).toBe('Type');
    expect(productionMonitor['monitor.col.weight']).toBe('Weight (lb)');
    expect(productionMonitorEs['monitor.table.catering']).toBeTruthy();
    expect(productionMonitor['monitor.table.catering']).toBe('Scheduled Production');
  });
});

describe('live channel rules (spec 001 §4)', () => {
  it('data older than a few seconds is stale, and so is no data at all', () => {
    expect(isStale(NOW - 1000, NOW)).toBe(false);
    expect(isStale(NOW - 6000, NOW)).toBe(true);
    expect(isStale(null, NOW)).toBe(true);
  });
  it('reconnects with a growing, capped backoff', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

describe("the 'cook next' strip", () => {
  it('per product, the soonest predicted stock-out, soonest first; cancelled and unpredicted rows left out', () => {
    const rows = [
      { material: 'Filets', stockoutTime: NOW + 600_000, status: 2 },
      { material: 'Filets', stockoutTime: NOW + 300_000, status: 0 },
      { material: 'Nuggets', stockoutTime: NOW + 120_000, status: 1 },
      { material: 'Strips', stockoutTime: NOW + 400_000, status: 0 },
      { material: 'Spicy', stockoutTime: null, status: 0 },
    ];
    expect(cookNext(rows, 1000)).toEqual([
      { material: 'Filets', stockoutAt: NOW + 301_000 },
      { material: 'Strips', stockoutAt: NOW + 401_000 },
    ]);
  });
});

describe('which rows each of the monitor’s tables shows (spec 001 §2 production queue tables)', () => {
  const batch = (overrides: Partial<QueueBatch>) =>
    queueBatch({ material: 'Nuggets', stageProgress: 0, priority: 2, ...overrides }, NOW);
  const frying = (uuid: string, end: number) =>
    batch({
      uuid,
      stageName: 'BASKET_FRYING',
      stagesEstimate: [
        { stageName: 'BASKET_FRYING', completionTime: null, expectedCompletionTime: end },
      ],
    });

  it('production leaves out grilled and future batches; they have their own tables', () => {
    const tables = queueTables(
      [
        batch({ uuid: 'now' }),
        batch({ uuid: 'grill', grilled: true }),
        batch({ uuid: 'later', status: 0, stageName: null, scheduledTime: NOW + 60_000 }),
        batch({ uuid: 'cater', queueType: 'CATERING_QUEUE', catering: true }),
      ],
      [],
      NOW,
    );
    expect(tables.production.map((row) => row.uuid)).toEqual(['now']);
    expect(tables.grilled.map((row) => row.uuid)).toEqual(['grill']);
    expect(tables.future.map((row) => row.uuid)).toEqual(['later']);
    expect(tables.catering.map((row) => row.uuid)).toEqual(['cater']);
  });
  it('timers and stock-out timers sort by status id descending (spec 001 §4 "Rows sort by status id descending")', () => {
    const tables = queueTables(
      [
        batch({ uuid: 'wait', status: 0, taskDelayStartTime: NOW, stockoutStartTime: NOW }),
        batch({ uuid: 'done', status: 3, taskDelayStartTime: NOW, stockoutStartTime: NOW }),
        batch({ uuid: 'go', status: 2, taskDelayStartTime: NOW, stockoutStartTime: NOW }),
      ],
      [],
      NOW,
    );
    expect(tables.timers.map((row) => row.uuid)).toEqual(['done', 'go', 'wait']);
    expect(tables.stockout.map((row) => row.uuid)).toEqual(['done', 'go', 'wait']);
  });
  it('fryers lists what is in the oil, the first out on top', () => {
    const tables = queueTables(
      [frying('late', NOW + 90_000), batch({ uuid: 'bread' }), frying('soon', NOW + 10_000)],
      [],
      NOW,
    );
    expect(tables.fryers.map((row) => row.uuid)).toEqual(['soon', 'late']);
  });
  it('inventory counts the pans held for sale, its soonest expiry, and the expired ones', () => {
    const pan = (uuid: string, pieces: number, heldSince: number, expired = false) => ({
      uuid,
      material: 'Nuggets',
      pieces,
      heldSince,
      holdTime: 600,
      expired,
    });
    const material: MaterialBatch = {
      uuid: 'm',
      material: 'Nuggets',
      status: 'READY',
      readyTime: NOW,
      endTime: null,
      materialDelay: 0,
      batches: [],
      held: [pan('a', 8, NOW - 300_000), pan('b', 12, NOW - 60_000), pan('c', 5, NOW, true)],
    };
    const [row] = queueTables([], [material], NOW).inventory;
    expect(row).toMatchObject({ heldPieces: 20, nextExpiry: NOW + 300_000, expiredItems: 1 });
  });
});

describe('a rush redraws only what changed (npm run bench:queue)', () => {
  const tables = (production: QueueBatch[]) => queueTables(production, [], NOW);
  it('a table with the same rows keeps its array; nothing changed gives the previous tables', () => {
    const rows = [{ uuid: 'a' }, { uuid: 'b' }].map(
      (row) =>
        ({
          ...row,
          queueType: 'PRODUCTION_QUEUE',
          status: 2,
          stageName: 'BREADING',
          grilled: false,
          scheduledTime: null,
          taskDelayStartTime: null,
          stockoutStartTime: null,
          stagesEstimate: [],
        }) as unknown as QueueBatch,
    );
    const first = tables(rows);
    expect(reuseUnchanged(first, tables(rows))).toBe(first);
    const changed = { ...rows[1]!, stageName: 'BASKET_LOADING' } as QueueBatch;
    const second = reuseUnchanged(first, tables([rows[0]!, changed]));
    expect(second).not.toBe(first);
    expect(second.production).not.toBe(first.production);
    expect(second.catering).toBe(first.catering);
    expect(reuseUnchanged(null, first)).toBe(first);
  });

  it('an order made anew with the same figures is the same row; when one order changes, only its row is new', () => {
    const order = (uuid: string, ready: number) =>
      ({
        uuid,
        batchNumber: 7,
        material: 'Nuggets',
        cateringOrderStatus: 'IN_PROGRESS',
        workCenter: 'CATERING_WORK_CENTER',
        scheduledStart: NOW,
        restaurantDepartureTime: NOW + 3_600_000,
        demandDescription: 'Office lunch',
        amount: 24,
        waiting: 0,
        inProgress: 24 - ready,
        ready,
      }) as QueueOrder;
    const withOrders = (orders: QueueOrder[]) => queueTables([], [], NOW, orders);
    const first = withOrders([order('a', 0), order('b', 0)]);
    expect(reuseUnchanged(first, withOrders([order('a', 0), order('b', 0)]))).toBe(first);
    const second = reuseUnchanged(first, withOrders([order('a', 0), order('b', 24)]));
    expect(second.orders).not.toBe(first.orders);
    expect(second.orders[0]).toBe(first.orders[0]);
    expect(second.orders[1]).not.toBe(first.orders[1]);
    expect(second.orders[1]!.ready).toBe(24);
  });
});
