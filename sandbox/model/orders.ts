/**
 * Catering and recurring orders (spec 001 §2 "catering and recurring orders", §3, §7 "Orders"),
 * kept per chain and per restaurant. The kitchen simulator reads catering orders from here and
 * turns them into catering batches; it may report their progress with `setOrderProgress`.
 *
 * Plain API (times are epoch ms on the model, ISO strings on the wire):
 * - `ordersOf(chain, restaurantUuid, now)`: the restaurant's catering and recurring orders, after
 *   the recurring ones have made their catering orders for the kitchen's today and tomorrow.
 * - `expandRecurring(recurring, day, timeZone)`: the catering order one recurring order makes on
 *   one local day (or null when the day is not one of its weekdays). Pure.
 * - `materializeDay(chain, restaurantUuid, day)`: makes (once) the day's catering orders.
 */
import { CHICKEN_PRODUCTS } from '../../src/api/analytics/analytics.constants';
import {
  weekdayOfDayIndex,
  type CompletionResult,
  type OrderStatus,
  type OrderType,
  type Weekday,
  type WorkCenter,
} from '../../src/api/orders/orders.constants';
import { wallTimeToEpoch, zonedWallTime } from '../../src/lib/time-zone';
import { createRandom, type Random } from './random';
import type { Chain } from '../seed';
import { NAMED_RESTAURANT_COUNT } from './restaurants';

export interface CateringOrderRecord {
  uuid: string;
  restaurantUuid: string;
  /** Per restaurant, counting up from 1. */
  batchNumber: number;
  /** A chicken product (analytics.constants CHICKEN_PRODUCTS). */
  material: string;
  orderType: OrderType;
  workCenter: WorkCenter;
  cateringOrderStatus: OrderStatus;
  scheduledStart: number;
  scheduledEnd: number;
  restaurantDepartureTime: number;
  /** Pieces. */
  batchSize: number;
  /** Percent, 0–100. */
  progress: number;
  demandDescription: string;
  /** Set when finalized. */
  completionResult: CompletionResult | null;
  /** The recurring order that made it, if any. */
  recurringOrderUuid: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface RecurringOrderRecord {
  uuid: string;
  restaurantUuid: string;
  material: string;
  orderType: OrderType;
  workCenter: WorkCenter;
  batchSize: number;
  weekdays: Weekday[];
  /** Kitchen-local wall times 'HH:mm'; end after start, departure not before end. */
  startTime: string;
  endTime: string;
  departureTime: string;
  demandDescription: string;
  createdAt: number;
  updatedAt: number;
}

/** One kitchen-local day: `date` 'YYYY-MM-DD' and its weekday. */
export interface OrderDay {
  date: string;
  weekday: Weekday;
}

interface OrderBook {
  catering: CateringOrderRecord[];
  recurring: RecurringOrderRecord[];
  /** `${recurringUuid}/${date}`: days a recurring order has made its catering order for. */
  expanded: Set<string>;
  lastBatchNumber: Map<string, number>;
  random: Random;
  seededRestaurants: Set<string>;
}

const books = new WeakMap<Chain, OrderBook>();

function bookOf(chain: Chain): OrderBook {
  let book = books.get(chain);
  if (!book) {
    book = {
      catering: [],
      recurring: [],
      expanded: new Set(),
      lastBatchNumber: new Map(),
      random: createRandom(chain.seededAt % 2_147_483_647),
      seededRestaurants: new Set(),
    };
    books.set(chain, book);
  }
  return book;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function timeZoneOf(chain: Chain, restaurantUuid: string): string {
  return chain.restaurants.find((r) => r.uuid === restaurantUuid)?.timezone ?? 'America/New_York';
}

/** The kitchen-local day holding `epoch`, and `offset` days after it. */
export function orderDayAt(epoch: number, timeZone: string, offset = 0): OrderDay {
  const wall = zonedWallTime(epoch, timeZone);
  const midnight = Math.floor(wall / DAY) * DAY + offset * DAY;
  const date = new Date(midnight);
  return { date: date.toISOString().slice(0, 10), weekday: weekdayOfDayIndex(date.getUTCDay()) };
}

/** 'HH:mm' on a local day, as epoch ms in the zone. */
export function localTimeOn(day: string, time: string, timeZone: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return wallTimeToEpoch(
    Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE,
    timeZone,
  );
}

/**
 * The catering order a recurring order makes on `day` (without uuid, batch number or dates of
 * creation), or null when `day` is not one of its weekdays. Pure.
 */
export function expandRecurring(
  recurring: RecurringOrderRecord,
  day: OrderDay,
  timeZone: string,
): Omit<CateringOrderRecord, 'uuid' | 'batchNumber' | 'createdAt' | 'updatedAt'> | null {
  if (!recurring.weekdays.includes(day.weekday)) return null;
  return {
    restaurantUuid: recurring.restaurantUuid,
    material: recurring.material,
    orderType: recurring.orderType,
    workCenter: recurring.workCenter,
    cateringOrderStatus: 'NEW',
    scheduledStart: localTimeOn(day.date, recurring.startTime, timeZone),
    scheduledEnd: localTimeOn(day.date, recurring.endTime, timeZone),
    restaurantDepartureTime: localTimeOn(day.date, recurring.departureTime, timeZone),
    batchSize: recurring.batchSize,
    progress: 0,
    demandDescription: recurring.demandDescription,
    completionResult: null,
    recurringOrderUuid: recurring.uuid,
  };
}

function nextBatchNumber(book: OrderBook, restaurantUuid: string): number {
  const next = (book.lastBatchNumber.get(restaurantUuid) ?? 0) + 1;
  book.lastBatchNumber.set(restaurantUuid, next);
  return next;
}

export type CateringOrderFields = Omit<
  CateringOrderRecord,
  'uuid' | 'batchNumber' | 'createdAt' | 'updatedAt'
>;

export function addCateringOrder(
  chain: Chain,
  fields: CateringOrderFields,
  now: number,
): CateringOrderRecord {
  const book = bookOf(chain);
  const order: CateringOrderRecord = {
    ...fields,
    uuid: book.random.uuid(),
    batchNumber: nextBatchNumber(book, fields.restaurantUuid),
    createdAt: now,
    updatedAt: now,
  };
  book.catering.push(order);
  return order;
}

export type RecurringOrderFields = Omit<RecurringOrderRecord, 'uuid' | 'createdAt' | 'updatedAt'>;

export function addRecurringOrder(
  chain: Chain,
  fields: RecurringOrderFields,
  now: number,
): RecurringOrderRecord {
  const book = bookOf(chain);
  const order: RecurringOrderRecord = {
    ...fields,
    uuid: book.random.uuid(),
    createdAt: now,
    updatedAt: now,
  };
  book.recurring.push(order);
  return order;
}

/**
 * Makes, once per recurring order and day, the catering orders of the restaurant's recurring
 * orders for `day`. A day already made is not made again, even after an edit or a delete of the
 * catering order it made (the crew deleted it on purpose).
 */
function materializeDay(
  chain: Chain,
  restaurantUuid: string,
  day: OrderDay,
  now: number,
): CateringOrderRecord[] {
  const book = bookOf(chain);
  const timeZone = timeZoneOf(chain, restaurantUuid);
  const made: CateringOrderRecord[] = [];
  for (const recurring of book.recurring) {
    if (recurring.restaurantUuid !== restaurantUuid) continue;
    const key = `${recurring.uuid}/${day.date}`;
    if (book.expanded.has(key)) continue;
    const fields = expandRecurring(recurring, day, timeZone);
    if (!fields) continue;
    book.expanded.add(key);
    // A day whose slot is over when first seen is not made late: only slots still ahead count.
    if (fields.scheduledEnd <= now) continue;
    made.push(addCateringOrder(chain, fields, now));
  }
  return made;
}

/** A few orders for each named restaurant, so the page is not empty on first visit. */
function seedRestaurant(chain: Chain, restaurantUuid: string): void {
  const book = bookOf(chain);
  if (book.seededRestaurants.has(restaurantUuid)) return;
  book.seededRestaurants.add(restaurantUuid);
  const index = chain.restaurants.findIndex((r) => r.uuid === restaurantUuid);
  if (index < 0 || index >= NAMED_RESTAURANT_COUNT) return;
  const random = createRandom(Number.parseInt(restaurantUuid.slice(0, 8), 16) ^ 0x0dde5);
  const at = chain.seededAt;
  const timeZone = timeZoneOf(chain, restaurantUuid);
  const today = orderDayAt(at, timeZone);
  const descriptions = [
    'Church picnic, 120 guests',
    'Office lunch, 3rd floor',
    'School field trip',
    'Soccer team after the match',
    'Wedding rehearsal dinner',
    'Hospital night shift',
  ];
  // Past days' orders (closed), today's (some under way) and the next days' (waiting).
  for (let dayOffset = -3; dayOffset <= 3; dayOffset++) {
    const day = orderDayAt(at, timeZone, dayOffset);
    const count = random.int(1, 3);
    for (let n = 0; n < count; n++) {
      const startMinutes = random.int(9 * 4, 18 * 4) * 15;
      const start = localTimeOn(day.date, '00:00', timeZone) + startMinutes * MINUTE;
      const end = start + random.int(2, 6) * 15 * MINUTE;
      const departure = end + random.int(1, 4) * 15 * MINUTE;
      let status: OrderStatus = 'NEW';
      let progress = 0;
      let completionResult: CompletionResult | null = null;
      if (end <= at) {
        status = random.weighted<OrderStatus>([
          ['FINISHED', 6],
          ['INCOMPLETE', 1],
          ['CANCELED', 1],
        ]);
        progress = status === 'FINISHED' ? 100 : random.int(10, 90);
        completionResult =
          status === 'FINISHED' ? 'COMPLETED' : status === 'CANCELED' ? 'CANCELED' : null;
      } else if (start <= at) {
        status = 'IN_PROGRESS';
        progress = Math.min(95, Math.round(((at - start) / (end - start)) * 100));
      }
      const order = addCateringOrder(
        chain,
        {
          restaurantUuid,
          material: random.pick(CHICKEN_PRODUCTS),
          orderType: random.weighted<OrderType>([
            ['CATERING', 5],
            ['BUS', 2],
            ['SPECIAL_EVENT', 2],
            ['OUTSIDE_SALES', 1],
          ]),
          workCenter: random.weighted<WorkCenter>([
            ['CATERING_WORK_CENTER', 3],
            ['BOARDS', 1],
          ]),
          cateringOrderStatus: status,
          scheduledStart: start,
          scheduledEnd: end,
          restaurantDepartureTime: departure,
          batchSize: random.int(2, 40) * 10,
          progress,
          demandDescription: random.pick(descriptions),
          completionResult,
          recurringOrderUuid: null,
        },
        at - (3 - dayOffset) * DAY,
      );
      void order;
    }
  }
  addRecurringOrder(
    chain,
    {
      restaurantUuid,
      material: 'Nuggets',
      orderType: 'CATERING',
      workCenter: 'CATERING_WORK_CENTER',
      batchSize: 240,
      weekdays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      startTime: '10:30',
      endTime: '11:15',
      departureTime: '11:30',
      demandDescription: 'Weekday office lunch',
    },
    at - 30 * DAY,
  );
  void today;
}

/** Today's and tomorrow's catering orders from recurring ones, made once. */
function materializeAround(chain: Chain, restaurantUuid: string, now: number): void {
  const timeZone = timeZoneOf(chain, restaurantUuid);
  materializeDay(chain, restaurantUuid, orderDayAt(now, timeZone), now);
  materializeDay(chain, restaurantUuid, orderDayAt(now, timeZone, 1), now);
}

/**
 * The restaurant's orders, live arrays' copies sorted by scheduled start (catering) and creation
 * (recurring). Recurring orders have made their catering orders for today and tomorrow first.
 */
export function ordersOf(
  chain: Chain,
  restaurantUuid: string,
  now: number = Date.now(),
): { catering: CateringOrderRecord[]; recurring: RecurringOrderRecord[] } {
  seedRestaurant(chain, restaurantUuid);
  materializeAround(chain, restaurantUuid, now);
  const book = bookOf(chain);
  return {
    catering: book.catering
      .filter((order) => order.restaurantUuid === restaurantUuid)
      .sort((a, b) => a.scheduledStart - b.scheduledStart || a.batchNumber - b.batchNumber),
    recurring: book.recurring
      .filter((order) => order.restaurantUuid === restaurantUuid)
      .sort((a, b) => a.createdAt - b.createdAt),
  };
}

/** One order by uuid, in any restaurant (the routes check the user's scope). */
export function findCateringOrder(chain: Chain, uuid: string): CateringOrderRecord | undefined {
  return bookOf(chain).catering.find((order) => order.uuid === uuid);
}

export function findRecurringOrder(chain: Chain, uuid: string): RecurringOrderRecord | undefined {
  return bookOf(chain).recurring.find((order) => order.uuid === uuid);
}

export function removeCateringOrder(chain: Chain, uuid: string): boolean {
  const book = bookOf(chain);
  const before = book.catering.length;
  book.catering = book.catering.filter((order) => order.uuid !== uuid);
  return book.catering.length < before;
}

export function removeRecurringOrder(chain: Chain, uuid: string): boolean {
  const book = bookOf(chain);
  const before = book.recurring.length;
  book.recurring = book.recurring.filter((order) => order.uuid !== uuid);
  return book.recurring.length < before;
}

/**
 * For the kitchen simulator: a catering order's status and progress as its batch moves. Closed
 * or canceled orders are left alone (a finalize wins over a late simulator tick).
 */
export function setOrderProgress(
  chain: Chain,
  uuid: string,
  change: { status?: OrderStatus; progress?: number },
  now: number,
): CateringOrderRecord | undefined {
  const order = findCateringOrder(chain, uuid);
  if (!order || order.completionResult) return order;
  if (change.status) order.cateringOrderStatus = change.status;
  if (change.progress !== undefined)
    order.progress = Math.max(0, Math.min(100, Math.round(change.progress)));
  order.updatedAt = now;
  return order;
}
