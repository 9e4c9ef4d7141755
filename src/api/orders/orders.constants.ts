/**
 * Catering and recurring orders' fixed lists (spec 001 §3 and §4). Shared by the console and the
 * sandbox, so both speak the same words.
 */

/** Spec 001 §3 "Order statuses", in the order of §4's ids. */
export const ORDER_STATUSES = ['NEW', 'IN_PROGRESS', 'FINISHED', 'INCOMPLETE', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['BUS', 'CATERING', 'SPECIAL_EVENT', 'OUTSIDE_SALES'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const WORK_CENTERS = ['CATERING_WORK_CENTER', 'BOARDS'] as const;
export type WorkCenter = (typeof WORK_CENTERS)[number];

/** What finalizing a catering order may say (PUT /catering-orders/{id}/finalize). */
export const COMPLETION_RESULTS = ['COMPLETED', 'CANCELED'] as const;
export type CompletionResult = (typeof COMPLETION_RESULTS)[number];

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `Date.getUTCDay()` (0 Sunday) to the spec's weekday. */
export function weekdayOfDayIndex(dayIndex: number): Weekday {
  // WEEKDAYS starts on Monday; getUTCDay() starts on Sunday.
  return WEEKDAYS[(dayIndex + 6) % 7] ?? 'MONDAY';
}

/** Spec 001 §4 "Order statuses (label, id, stage)" and the stage colours. */
export const ORDER_STATUS_INFO: Record<
  OrderStatus,
  { id: number; stage: 1 | 2 | 3; colour: 'purple' | 'yellow' | 'green' | 'red' }
> = {
  NEW: { id: 0, stage: 1, colour: 'purple' },
  IN_PROGRESS: { id: 2, stage: 2, colour: 'yellow' },
  FINISHED: { id: 4, stage: 3, colour: 'green' },
  INCOMPLETE: { id: 3, stage: 3, colour: 'red' },
  CANCELED: { id: 5, stage: 3, colour: 'red' },
};

/** Spec 001 §4: "The closed group is FINISHED and INCOMPLETE." (CANCELED is in neither group.) */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['FINISHED', 'INCOMPLETE'];
/** Spec 001 §4: "The active group is NEW and IN_PROGRESS." */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['NEW', 'IN_PROGRESS'];

export function isActiveOrder(status: OrderStatus): boolean {
  return ACTIVE_ORDER_STATUSES.includes(status);
}

/** Batch size bounds in pieces (not in the spec: docs/decisions/production.md). */
export const BATCH_SIZE_MIN = 1;
export const BATCH_SIZE_MAX = 2000;
export const DEMAND_DESCRIPTION_MAX = 200;

/**
 * The order forms' time rules, shared by the console's forms and the provider's schemas
 * ("end after start"; decided: the departure may not be before the end, it may equal
 * it — the order leaves as soon as it is cooked). Works on epoch ms or minutes of a day alike.
 */
export type OrderTimesProblem = 'endBeforeStart' | 'departureBeforeEnd';

export function orderTimesProblem(
  start: number,
  end: number,
  departure: number,
): OrderTimesProblem | null {
  if (!(end > start)) return 'endBeforeStart';
  if (departure < end) return 'departureBeforeEnd';
  return null;
}

/** 'HH:mm' (24 h, 00:00–23:59), or why not. */
export function clockTimeProblem(text: string): 'invalid' | null {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? null : 'invalid';
}
