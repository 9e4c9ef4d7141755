/**
 * The catering and recurring order forms' state and rules, apart from their components so they
 * are tested on their own. A catering order runs on one local day of its kitchen: a date and
 * three times of that day (docs/decisions/production.md); a recurring order has the same times
 * on its weekdays.
 */
import { CHICKEN_PRODUCTS } from '../../api/analytics/analytics.constants';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  clockTimeProblem,
  DEMAND_DESCRIPTION_MAX,
  orderTimesProblem,
  type OrderType,
  type Weekday,
  type WorkCenter,
} from '../../api/orders/orders.constants';
import type {
  CateringOrder,
  CateringUpdateBody,
  RecurringOrder,
  RecurringUpdateBody,
} from '../../api/orders/orders.schema';
import { wallTimeToEpoch, zonedWallTime } from '../../lib/time-zone';

export type OrderKind = 'catering' | 'recurring';

export interface OrderDraft {
  material: string;
  orderType: OrderType;
  workCenter: WorkCenter;
  /** As typed: a number, or '' while empty. */
  batchSize: number | string;
  /** 'YYYY-MM-DD' (catering only). */
  date: string;
  /** 'HH:mm', kitchen-local. */
  startTime: string;
  endTime: string;
  departureTime: string;
  demandDescription: string;
  /** Recurring only. */
  weekdays: Weekday[];
}

export type DraftField = keyof OrderDraft;

export type DraftProblem =
  | 'required'
  | 'batchSize'
  | 'time'
  | 'date'
  | 'pastDate'
  | 'endBeforeStart'
  | 'departureBeforeEnd'
  | 'weekdays'
  | 'tooLong';

export type DraftProblems = Partial<Record<DraftField, DraftProblem>>;

const HOUR = 3_600_000;

/** Epoch ms as the kitchen's 'YYYY-MM-DD' and 'HH:mm'. */
export function localParts(epoch: number, zone: string): { date: string; time: string } {
  const iso = new Date(zonedWallTime(epoch, zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The kitchen's 'YYYY-MM-DD' and 'HH:mm' as epoch ms. */
function epochOf(date: string, time: string, zone: string): number {
  return wallTimeToEpoch(Date.parse(`${date}T${time}:00Z`), zone);
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A new catering order starts on the next whole hour, an hour long, leaving 15 min after. */
export function cateringDraftOf(
  order: CateringOrder | null,
  zone: string,
  now: number,
): OrderDraft {
  if (order) {
    const start = localParts(order.scheduledStart, zone);
    return {
      material: order.material,
      orderType: order.orderType ?? 'CATERING',
      workCenter: order.workCenter,
      batchSize: order.batchSize,
      date: start.date,
      startTime: start.time,
      endTime: localParts(order.scheduledEnd, zone).time,
      departureTime: localParts(order.restaurantDepartureTime, zone).time,
      demandDescription: order.demandDescription,
      weekdays: [],
    };
  }
  const next = Math.ceil((now + 1) / HOUR) * HOUR;
  const start = localParts(next, zone);
  const end = localParts(next + HOUR, zone);
  // Late in the evening the next hours fall on the next day: start the day after at 11:00.
  const sameDay = end.date === start.date && end.time <= '23:00';
  return {
    material: CHICKEN_PRODUCTS[0],
    orderType: 'CATERING',
    workCenter: 'CATERING_WORK_CENTER',
    batchSize: '',
    date: sameDay ? start.date : end.date,
    startTime: sameDay ? start.time : '11:00',
    endTime: sameDay ? end.time : '12:00',
    departureTime: sameDay ? localParts(next + 1.25 * HOUR, zone).time : '12:15',
    demandDescription: '',
    weekdays: [],
  };
}

export function recurringDraftOf(order: RecurringOrder | null): OrderDraft {
  return {
    material: order?.material ?? CHICKEN_PRODUCTS[0],
    orderType: order?.orderType ?? 'CATERING',
    workCenter: order?.workCenter ?? 'CATERING_WORK_CENTER',
    batchSize: order?.batchSize ?? '',
    date: '',
    startTime: order?.startTime ?? '11:00',
    endTime: order?.endTime ?? '12:00',
    departureTime: order?.departureTime ?? '12:15',
    demandDescription: order?.demandDescription ?? '',
    weekdays: order ? [...order.weekdays] : [],
  };
}

/**
 * A catering order's first allowed day: today in the kitchen's zone (spec 000 L224), or the
 * order's own day when it is already dated earlier (an order being edited after its day).
 */
export function earliestCateringDate(ownDate: string, zone: string, now: number): string {
  const today = localParts(now, zone).date;
  return ownDate !== '' && ownDate < today ? ownDate : today;
}

/**
 * Every field's problem (the form shows each under its field), empty when it may be sent.
 * `earliestDate` (`YYYY-MM-DD`): a catering order's first allowed day (spec 000 L224, a date
 * picker's minimum defaults to today: `earliestCateringDate`).
 */
export function draftProblems(
  draft: OrderDraft,
  kind: OrderKind,
  earliestDate = '',
): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.material) problems.material = 'required';
  if (draft.batchSize === '') problems.batchSize = 'required';
  else if (
    typeof draft.batchSize !== 'number' ||
    !Number.isInteger(draft.batchSize) ||
    draft.batchSize < BATCH_SIZE_MIN ||
    draft.batchSize > BATCH_SIZE_MAX
  )
    problems.batchSize = 'batchSize';
  if (kind === 'catering' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) problems.date = 'date';
  else if (kind === 'catering' && draft.date < earliestDate) problems.date = 'pastDate';
  if (kind === 'recurring' && draft.weekdays.length === 0) problems.weekdays = 'weekdays';
  for (const field of ['startTime', 'endTime', 'departureTime'] as const) {
    if (draft[field] === '') problems[field] = 'required';
    else if (clockTimeProblem(draft[field])) problems[field] = 'time';
  }
  if (!problems.startTime && !problems.endTime && !problems.departureTime) {
    const order = orderTimesProblem(
      minutesOf(draft.startTime),
      minutesOf(draft.endTime),
      minutesOf(draft.departureTime),
    );
    if (order === 'endBeforeStart') problems.endTime = order;
    if (order === 'departureBeforeEnd') problems.departureTime = order;
  }
  if (draft.demandDescription.trim().length > DEMAND_DESCRIPTION_MAX)
    problems.demandDescription = 'tooLong';
  return problems;
}

function common(draft: OrderDraft) {
  return {
    // A name of the chicken materials dictionary (the select's options); the schema checks it.
    material: draft.material,
    orderType: draft.orderType,
    workCenter: draft.workCenter,
    batchSize: Number(draft.batchSize),
    demandDescription: draft.demandDescription.trim(),
  };
}

/** A valid draft as the provider's catering body (times in the kitchen's zone). */
export function cateringBodyOf(draft: OrderDraft, zone: string): CateringUpdateBody {
  return {
    ...common(draft),
    scheduledStart: epochOf(draft.date, draft.startTime, zone),
    scheduledEnd: epochOf(draft.date, draft.endTime, zone),
    restaurantDepartureTime: epochOf(draft.date, draft.departureTime, zone),
  };
}

export function recurringBodyOf(draft: OrderDraft): RecurringUpdateBody {
  return {
    ...common(draft),
    weekdays: [...draft.weekdays],
    startTime: draft.startTime,
    endTime: draft.endTime,
    departureTime: draft.departureTime,
  };
}
