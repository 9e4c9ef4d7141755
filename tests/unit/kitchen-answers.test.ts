import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  scalesBodySchema,
  scalesSchema,
  adjustmentRuleListSchema,
} from '../../src/api/adjustment/adjustment.schema';
import {
  analyticQuerySchema,
  fryerCyclesDistributionSchema,
  timersSchema,
  totalUsageSchema,
  wasteDistributionSchema,
  wasteSchema,
} from '../../src/api/analytics/analytics.schema';
import {
  containersDistributionSchema,
  entreeChutesDistributionSchema,
  entreeChutesPackagesSchema,
  entreeChutesQuerySchema,
  weightDistributionSchema,
  weightTotalSchema,
} from '../../src/api/analytics/events-analytics.schema';
import { eventAnalyticSchema } from '../../src/api/event-analytic/event-analytic.schema';
import { eventPageSchema } from '../../src/api/events/events.schema';
import { fryerListSchema } from '../../src/api/fryers/fryers.schema';
import { cateringCreateBodySchema } from '../../src/api/orders/orders.schema';
import {
  extendedChickenPerformanceSchema,
  performanceQuerySchema,
} from '../../src/api/performance/performance.schema';
import {
  potatoBatchesStatisticSchema,
  potatoHoldTimeSchema,
  potatoQuerySchema,
} from '../../src/api/potato/potato.schema';
import { queueSnapshotSchema } from '../../src/api/production/production.schema';
import {
  recommendationPageSchema,
  recommendationTotalSchema,
} from '../../src/api/recommendation-history/recommendation-history.schema';
import {
  stockOutAnalyticSchema,
  stockOutPageSchema,
} from '../../src/api/stock-out/stock-out.schema';
import {
  timerListQuerySchema,
  timerPageSchema,
  timerTotalSchema,
} from '../../src/api/timer-history/timer-history.schema';
import { readAnswer } from '../../src/lib/tolerant-read';
import type { AnySchema } from '../../src/lib/schema';

/*
 * The kitchen's answers read as a Tolerant Reader (docs/decisions/provider-api.md, "Reading
 * answers"): each answer with only the fields the spec names and the screen needs parses, and
 * so does one naming a product, package, container or chute of the provider's dictionaries that
 * the console has no words for (spec 001 §7 "Dictionaries").
 */

const T = 1_764_000_000_000;
const ZONES = { '<=20': 50, '20-25': 50, '25-30': 0, '30-35': 0, '35-40': 0, '>40': 0 };
const figures = { percent: 90, weight: 9, count: 90, baseWeight: 10, baseCount: 100 };

/** [answer, schema, its spec-minimal example, a function making it name `unknown` values]. */
const ANSWERS: ReadonlyArray<
  [string, AnySchema, unknown, (product: string, pack: string, chute: number) => unknown]
> = [
  [
    'GET /analytic/total-usage: cooked and waste weights, hold time and ratio',
    totalUsageSchema,
    { cookedWeight: 12.5, wasteWeight: 0.4, averageHoldTime: 14.2, holdTimeRatio: 91 },
    () => ({ cookedWeight: 1, wasteWeight: 0, averageHoldTime: 1, holdTimeRatio: 100 }),
  ],
  [
    'GET /analytic/timers: a row per product',
    timersSchema,
    {
      count: 3,
      averageHoldTime: 12,
      holdTimeRatio: 100,
      zones: [{ label: '<=20', percent: 100, count: 3 }],
      materials: [{ material: 'Nuggets', count: 3, averageHoldTime: 12, holdTimeRatio: 100 }],
      dayParts: [],
      series: [],
    },
    (product) => ({
      count: 3,
      averageHoldTime: 12,
      holdTimeRatio: 100,
      zones: [],
      materials: [{ material: product, count: 3, averageHoldTime: 12, holdTimeRatio: 100 }],
      dayParts: [],
      series: [],
    }),
  ],
  [
    'GET /analytic/waste: weights, by day part and per period',
    wasteSchema,
    { wasteWeight: 0.4, cookedWeight: 10, dayParts: [], series: [{ time: T, wasteWeight: 0.4 }] },
    () => ({ wasteWeight: 0, cookedWeight: 0, dayParts: [], series: [] }),
  ],
  [
    'GET /analytic/waste-distribution: waste per product',
    wasteDistributionSchema,
    {
      wasteWeight: 0.4,
      cookedWeight: 10,
      rows: [{ material: 'Strips', wasteWeight: 0.4, share: 100, cookedWeight: 10 }],
    },
    (product) => ({
      wasteWeight: 0.4,
      cookedWeight: 10,
      rows: [{ material: product, wasteWeight: 0.4, share: 100, cookedWeight: 10 }],
    }),
  ],
  [
    'GET /analytic/fryer-cycles-distribution: count, share, utilized, elapsedTime per product',
    fryerCyclesDistributionSchema,
    {
      count: 2,
      rows: [{ material: 'Strips', count: 2, share: 100, utilized: 80, elapsedTime: 20 }],
    },
    (product) => ({
      count: 2,
      rows: [{ material: product, count: 2, share: 100, utilized: 80, elapsedTime: 20 }],
    }),
  ],
  [
    'GET /analytic/cooked: value, total, perHour',
    weightTotalSchema,
    { total: 10, count: 100, perHour: 1, series: [{ time: T, value: 10, count: 100 }] },
    () => ({ total: 0, count: 0, perHour: 0, series: [] }),
  ],
  [
    'GET /analytic/cooked-distribution: material, value, share, perHour',
    weightDistributionSchema,
    {
      total: 10,
      count: 100,
      rows: [{ material: 'Nuggets', value: 10, count: 100, share: 100, perHour: 1 }],
    },
    (product) => ({
      total: 10,
      count: 100,
      rows: [{ material: product, value: 10, count: 100, share: 100, perHour: 1 }],
    }),
  ],
  [
    'GET /analytic/containers-distribution: containerShares (containerName, materialsCount, materialsShare)',
    containersDistributionSchema,
    {
      count: 1,
      containerShares: [{ containerName: 'Full pan', materialsCount: 1, materialsShare: 100 }],
      rows: [],
    },
    (product, pack) => ({
      count: 1,
      containerShares: [{ containerName: pack, materialsCount: 1, materialsShare: 100 }],
      rows: [
        {
          material: product,
          count: 1,
          containerShares: [{ containerName: pack, materialsCount: 1, materialsShare: 100 }],
        },
      ],
    }),
  ],
  [
    'GET /analytic/entree-chutes-packages: shares (packageType, packagesCount)',
    entreeChutesPackagesSchema,
    {
      packages: 2,
      rows: [
        {
          material: 'Nuggets',
          packages: 2,
          shares: [{ packageType: 'NUGGETS_8', packagesCount: 2 }],
        },
      ],
    },
    (product, pack) => ({
      packages: 2,
      rows: [{ material: product, packages: 2, shares: [{ packageType: pack, packagesCount: 2 }] }],
    }),
  ],
  [
    'GET /analytic/entree-chutes-distribution: productName, materialName, totalCount, totalShare',
    entreeChutesDistributionSchema,
    {
      totalCount: 2,
      rows: [{ productName: 'NUGGETS_8', materialName: 'Nuggets', totalCount: 2, totalShare: 100 }],
    },
    (product, pack) => ({
      totalCount: 2,
      rows: [{ productName: pack, materialName: product, totalCount: 2, totalShare: 100 }],
    }),
  ],
  [
    'GET /extended-chicken-performance: percent, weight, count per product',
    extendedChickenPerformanceSchema,
    {
      performanceRatioType: 'COOKED/RECOMMENDATION',
      restaurants: [
        {
          restaurantUuid: 'r1',
          ...figures,
          dayParts: [],
          products: [{ material: 'Nuggets', ...figures }],
        },
      ],
    },
    (product) => ({
      performanceRatioType: 'COOKED/RECOMMENDATION',
      restaurants: [
        {
          restaurantUuid: 'r1',
          ...figures,
          dayParts: [],
          products: [{ material: product, ...figures }],
        },
      ],
    }),
  ],
  [
    'GET /stockOut/list: content and total (spec 000 §3 "Paged data")',
    stockOutPageSchema,
    {
      content: [
        {
          uuid: 's1',
          restaurantUuid: 'r1',
          material: 'Nuggets',
          startTime: T,
          endTime: T + 60_000,
          duration: 60,
        },
      ],
      total: 1,
    },
    (product) => ({
      content: [
        {
          uuid: 's1',
          restaurantUuid: 'r1',
          material: product,
          startTime: T,
          endTime: T + 60_000,
          duration: 60,
        },
      ],
      total: 1,
    }),
  ],
  [
    'GET /stockOut/analytic: per restaurant and product',
    stockOutAnalyticSchema,
    { interval: '1h', timestamps: [T / 1000], restaurants: [] },
    (product) => ({
      interval: '1h',
      timestamps: [T / 1000],
      restaurants: [
        {
          restaurantUuid: 'r1',
          series: [
            { material: product, points: [{ timestamp: T / 1000, count: 1, duration: 60 }] },
          ],
        },
      ],
    }),
  ],
  [
    'GET /recommendationTimerCycleHistory: a task of any product',
    recommendationPageSchema,
    { content: [], cursor: null, existsNextPage: false, existsPreviousPage: false },
    (product) => ({
      content: [
        {
          uuid: 't1',
          restaurantUuid: 'r1',
          material: product,
          startTime: T,
          endTime: T + 60_000,
          pieces: 8,
          grams: 400,
          canceled: false,
          catering: false,
          delayMinutes: 0,
        },
      ],
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    }),
  ],
  [
    'GET /recommendationTimerCycleHistory/total: count, delaysNumber, High, Low, Average (001 §9)',
    recommendationTotalSchema,
    {
      count: 10,
      delaysNumber: 2,
      highTaskDelay: 3,
      lowTaskDelay: 1,
      averageTaskDelay: 2,
    },
    () => ({
      count: 0,
      delaysNumber: 0,
      highTaskDelay: null,
      lowTaskDelay: null,
      averageTaskDelay: null,
    }),
  ],
  [
    'GET /fryerTimerCycleHistory/total: the count and the High, Low and Average (001 §9)',
    timerTotalSchema,
    { count: 3, high: 200, low: 100, average: 150 },
    () => ({ count: 0, high: null, low: null, average: null }),
  ],
  [
    'GET /restaurants/{id}/scales: payload scales (spec 001 §3)',
    scalesSchema,
    { restaurantUuid: 'r1', scales: [{ material: 'Nuggets', percent: 100 }] },
    (product) => ({ restaurantUuid: 'r1', scales: [{ material: product, percent: 120 }] }),
  ],
  [
    'GET /adjustmentRules: restaurantUuid, materialUuids (spec 001 §3)',
    adjustmentRuleListSchema,
    [{ uuid: 'a1', restaurantUuid: 'r1', materialUuids: ['m1'] }],
    (product) => [{ uuid: 'a1', restaurantUuid: 'r1', materialUuids: [product] }],
  ],
  [
    'GET /fryers: a fryer by its name (spec 001 §3 "Fryer: fields not shown")',
    fryerListSchema,
    [{ uuid: 'f1', restaurantUuid: 'r1', name: 'Fryer 1' }],
    () => [
      {
        uuid: 'f1',
        restaurantUuid: 'r1',
        name: 'Fryer 1',
        vendor: 'Acme Fry Co',
        vats: 6,
        station: null,
      },
    ],
  ],
  [
    'GET /potato-hold-time: keyed by package type, then item (spec 000 §7)',
    potatoHoldTimeSchema,
    { WAFFLE_FRIES_SMALL: ZONES },
    (_product, pack) => ({ [pack]: ZONES }),
  ],
  [
    'GET /potato-batches-statistic: counts per chute',
    potatoBatchesStatisticSchema,
    { count: 1, wasteWeight: 0, chutes: [{ chute: 1, count: 1, share: 100 }], series: [] },
    (_product, _pack, chute) => ({
      count: 1,
      wasteWeight: 0,
      chutes: [{ chute, count: 1, share: 100 }],
      series: [],
    }),
  ],
  [
    'GET /fryerTimerCycleHistory: a record of any product, package and chute',
    timerPageSchema,
    { content: [], cursor: null, existsNextPage: false, existsPreviousPage: false },
    (product, pack, chute) => ({
      content: [
        {
          uuid: 'x1',
          restaurantUuid: 'r1',
          material: product,
          startTime: T,
          endTime: null,
          duration: null,
          packageType: pack,
          chute,
        },
      ],
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    }),
  ],
  [
    'GET /chickenEvent/chickenEvents: an event of any product (spec 001 §3 "Event")',
    eventPageSchema,
    { content: [], cursor: null, existsNextPage: false, existsPreviousPage: false },
    (product) => ({
      content: [
        {
          eventId: 'e1',
          restaurantUuid: 'r1',
          eventName: 'Basket dropped',
          material: product,
          station: 'FRYER',
          cameraName: 'CAM-FRY-1',
          startEventTime: T,
          eventTime: T + 1000,
          duration: 1,
          frames: 10,
        },
      ],
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    }),
  ],
];

describe('kitchen answers, spec-minimal and with values the console has no words for', () => {
  it.each(ANSWERS)('%s: the spec-minimal example parses', (_name, schema, minimal) => {
    const { parsed, unreadable } = readAnswer(schema, minimal);
    expect(parsed.issues).toBeUndefined();
    expect(unreadable.count).toBe(0);
  });

  it.each(ANSWERS)(
    "%s: a product, package or chute of the provider's dictionaries parses, and is kept",
    (_name, schema, _minimal, unknown) => {
      const answer = unknown('Grilled Nuggets', 'WINGS_6', 6);
      const { parsed, unreadable } = readAnswer(schema, answer);
      expect(parsed.issues).toBeUndefined();
      expect(unreadable.count).toBe(0);
      expect(parsed.output).toEqual(answer);
    },
  );
});

describe('spec 001 §3 "Queue batch": a snapshot keeps the batches it can read', () => {
  const batch = (uuid: string, material: string, state: string) => ({
    batchId: 1,
    uuid,
    batchNumber: 1,
    priority: 1,
    queueType: 'PRODUCTION_QUEUE',
    material,
    status: 0,
    state,
    stageName: null,
    stageProgress: 0,
    stagesEstimate: [],
    batchSize: 8,
    batchIncreasePercent: 0,
    workCenter: null,
    minuteDemand: 10,
    minutesBeforeStockout: null,
    stockoutTime: null,
    stockoutStartTime: null,
    delay: 0,
    taskDelayStartTime: null,
    taskDelayEndTime: null,
    animation: 'flat',
    grilled: false,
    catering: false,
    demandDescription: null,
    restaurantDepartureTime: null,
    isLinkedFryer: false,
    scheduledTime: null,
    readyTime: null,
    createdAt: T,
    containers: [],
    packages: [],
  });

  it('one batch of an unknown state is left out and counted; one of an unknown product is kept by its name', () => {
    const { parsed, unreadable } = readAnswer(queueSnapshotSchema, {
      restaurantUuid: 'r1',
      generatedAt: T,
      seq: 1,
      batches: [
        batch('b1', 'Nuggets', 'ACTIVATED'),
        batch('b2', 'Nuggets', 'PAUSED'),
        batch('b3', 'Grilled Nuggets', 'ACTIVATED'),
      ],
      materials: [],
    });
    if (!parsed.success) throw new Error('the snapshot was refused');
    expect(parsed.output.batches.map((kept) => [kept.uuid, kept.material])).toEqual([
      ['b1', 'Nuggets'],
      ['b3', 'Grilled Nuggets'],
    ]);
    expect(unreadable.count).toBe(1);
  });
});

describe('requests that carry a dictionary product or package take any name (spec 001 §7 "Dictionaries")', () => {
  it.each([
    ['/analytic/*', analyticQuerySchema, { materials: 'Grilled Nuggets,Nuggets' }],
    [
      '/chicken-performance (materials, 000 §7 line 178)',
      performanceQuerySchema,
      { materials: 'Grilled Nuggets' },
    ],
    ['/analytic/entree-chutes-*', entreeChutesQuerySchema, { packages: 'WINGS_6' }],
    [
      '/potato-* (packages and chutes)',
      potatoQuerySchema,
      { packageTypes: 'CURLY_FRIES', chutes: '5,6' },
    ],
    [
      '/…TimerCycleHistory',
      timerListQuerySchema,
      { materials: 'Grilled Nuggets', packages: 'WINGS_6' },
    ],
    [
      'POST /catering-orders',
      cateringCreateBodySchema,
      {
        restaurantUuid: 'r1',
        material: 'Grilled Nuggets',
        orderType: 'CATERING',
        workCenter: 'CATERING_WORK_CENTER',
        batchSize: 24,
        scheduledStart: T,
        scheduledEnd: T + 3_600_000,
        restaurantDepartureTime: T + 4_000_000,
      },
    ],
    [
      'PUT /restaurants/{id}/scales',
      scalesBodySchema,
      { scales: [{ material: 'Grilled Nuggets', percent: 120 }] },
    ],
  ] as const)('%s', (_call, schema, input) => {
    const parsed = v.safeParse(schema as AnySchema, input);
    expect(parsed.issues).toBeUndefined();
  });

  it('an event kind the console has no words for is read by its name (spec 001 §3 names no set of event names)', () => {
    const { parsed, unreadable } = readAnswer(eventAnalyticSchema, {
      total: 3,
      rows: [
        { eventName: 'PAN_COOKED', count: 2 },
        { eventName: 'OIL_CHANGED', count: 1 },
      ],
    });
    if (!parsed.success) throw new Error('the answer was refused');
    expect(parsed.output.rows).toEqual([
      { eventName: 'PAN_COOKED', count: 2 },
      { eventName: 'OIL_CHANGED', count: 1 },
    ]);
    expect(unreadable.count).toBe(0);
  });
});
