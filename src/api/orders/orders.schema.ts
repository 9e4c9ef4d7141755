import * as v from 'valibot';
import { CURSOR_DIRECTIONS, cursorPageSchema, queryInteger, queryList } from '../../lib/endpoint';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  COMPLETION_RESULTS,
  DEMAND_DESCRIPTION_MAX,
  ORDER_STATUSES,
  ORDER_TYPES,
  WEEKDAYS,
  WORK_CENTERS,
} from './orders.constants';
import { clockTimeProblem, orderTimesProblem, type OrderTimesProblem } from './orders.constants';

/**
 * Spec 001 §3 "Catering row" plus what the forms edit (docs/decisions/production.md). The row's
 * fields are required; the others are ours and optional: an order without its type shows '—'
 * (and its edit form starts from CATERING, the type a new order starts from).
 */
export const cateringOrderSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.optional(v.string()),
  batchNumber: v.number(),
  material: v.string(),
  orderType: v.optional(v.picklist(ORDER_TYPES)),
  workCenter: v.picklist(WORK_CENTERS),
  cateringOrderStatus: v.picklist(ORDER_STATUSES),
  /** Epoch ms. */
  scheduledStart: v.number(),
  scheduledEnd: v.number(),
  restaurantDepartureTime: v.number(),
  /** Pieces. */
  batchSize: v.number(),
  /** Percent 0–100. */
  progress: v.number(),
  demandDescription: v.string(),
  completionResult: v.optional(v.nullable(v.picklist(COMPLETION_RESULTS)), null),
  /** The recurring order that made it; null when placed by hand. */
  recurringOrderUuid: v.optional(v.nullable(v.string()), null),
});
export type CateringOrder = v.InferOutput<typeof cateringOrderSchema>;

export const recurringOrderSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  material: v.string(),
  orderType: v.picklist(ORDER_TYPES),
  workCenter: v.picklist(WORK_CENTERS),
  batchSize: v.number(),
  weekdays: v.array(v.picklist(WEEKDAYS)),
  /** Kitchen-local 'HH:mm'. */
  startTime: v.string(),
  endTime: v.string(),
  departureTime: v.string(),
  demandDescription: v.string(),
});
export type RecurringOrder = v.InferOutput<typeof recurringOrderSchema>;

export const cateringPageSchema = cursorPageSchema(cateringOrderSchema);
export const recurringPageSchema = cursorPageSchema(recurringOrderSchema);

export const ORDER_PAGE_SIZE = 20;
const ORDER_MAX_LIMIT = 100;

/** GET /catering-orders: one restaurant's (required: a queue is one kitchen's), by start. */
export const cateringListQuerySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
  statuses: v.optional(v.pipe(queryList, v.array(v.picklist(ORDER_STATUSES)))),
  sortBy: v.optional(v.picklist(['scheduledStart']), 'scheduledStart'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, ORDER_MAX_LIMIT), ORDER_PAGE_SIZE),
});
export type CateringListQuery = v.InferInput<typeof cateringListQuerySchema>;

/** GET /recurring-orders: one restaurant's, oldest first. */
export const recurringListQuerySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
  sortBy: v.optional(v.picklist(['createdAt']), 'createdAt'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'ASC'),
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, ORDER_MAX_LIMIT), ORDER_PAGE_SIZE),
});
export type RecurringListQuery = v.InferInput<typeof recurringListQuerySchema>;

const TIME_MESSAGES: Record<OrderTimesProblem, string> = {
  endBeforeStart: 'The scheduled end must be after the scheduled start',
  departureBeforeEnd: 'The departure time must not be before the scheduled end',
};

const commonFields = {
  /**
   * A name of the chicken materials dictionary (spec 001 §7 "Dictionaries"): one added there may
   * be ordered as well as the built-in ones.
   */
  material: v.pipe(
    v.string('material must be a chicken material name'),
    v.trim(),
    v.nonEmpty('material must be a chicken material name'),
    v.maxLength(100, 'material must be a chicken material name'),
  ),
  orderType: v.picklist(ORDER_TYPES, `orderType must be one of ${ORDER_TYPES.join(', ')}`),
  workCenter: v.picklist(WORK_CENTERS, `workCenter must be one of ${WORK_CENTERS.join(', ')}`),
  batchSize: v.pipe(
    v.number('batchSize must be a number'),
    v.integer('batchSize must be a whole number'),
    v.minValue(BATCH_SIZE_MIN, `batchSize must be at least ${BATCH_SIZE_MIN}`),
    v.maxValue(BATCH_SIZE_MAX, `batchSize may be at most ${BATCH_SIZE_MAX}`),
  ),
  demandDescription: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        DEMAND_DESCRIPTION_MAX,
        `demandDescription may have at most ${DEMAND_DESCRIPTION_MAX} characters`,
      ),
    ),
    '',
  ),
};

const epoch = (name: string) =>
  v.pipe(v.number(`${name} must be a time`), v.integer(`${name} must be epoch ms`), v.minValue(0));

/** PUT /catering-orders/{id}: what can be changed (not the restaurant). */
const cateringFields = v.object({
  ...commonFields,
  scheduledStart: epoch('scheduledStart'),
  scheduledEnd: epoch('scheduledEnd'),
  restaurantDepartureTime: epoch('restaurantDepartureTime'),
});

function withTimes<
  S extends v.GenericSchema<{
    scheduledStart: number;
    scheduledEnd: number;
    restaurantDepartureTime: number;
  }>,
>(schema: S) {
  return v.pipe(
    schema,
    v.check(
      (body) =>
        orderTimesProblem(body.scheduledStart, body.scheduledEnd, body.restaurantDepartureTime) !==
        'endBeforeStart',
      TIME_MESSAGES.endBeforeStart,
    ),
    v.check(
      (body) =>
        orderTimesProblem(body.scheduledStart, body.scheduledEnd, body.restaurantDepartureTime) !==
        'departureBeforeEnd',
      TIME_MESSAGES.departureBeforeEnd,
    ),
  );
}

export const cateringUpdateBodySchema = withTimes(cateringFields);
export type CateringUpdateBody = v.InferInput<typeof cateringUpdateBodySchema>;

/** POST /catering-orders: the fields, for one restaurant. */
export const cateringCreateBodySchema = withTimes(
  v.object({
    ...cateringFields.entries,
    restaurantUuid: v.pipe(
      v.string('restaurantUuid is required'),
      v.nonEmpty('restaurantUuid is required'),
    ),
  }),
);
export type CateringCreateBody = v.InferInput<typeof cateringCreateBodySchema>;

/** PUT /catering-orders/{id}/finalize. */
export const finalizeBodySchema = v.object({
  result: v.picklist(COMPLETION_RESULTS, `result must be ${COMPLETION_RESULTS.join(' or ')}`),
});
export type FinalizeBody = v.InferInput<typeof finalizeBodySchema>;

const clock = (name: string) =>
  v.pipe(
    v.string(`${name} must be a time 'HH:mm'`),
    v.check((text) => clockTimeProblem(text) === null, `${name} must be a time 'HH:mm'`),
  );

const recurringFields = v.object({
  ...commonFields,
  weekdays: v.pipe(
    v.array(v.picklist(WEEKDAYS, `weekdays must be among ${WEEKDAYS.join(', ')}`)),
    v.minLength(1, 'Choose at least one weekday'),
    v.check((days) => new Set(days).size === days.length, 'A weekday is named twice'),
  ),
  startTime: clock('startTime'),
  endTime: clock('endTime'),
  departureTime: clock('departureTime'),
});

function withClockTimes<
  S extends v.GenericSchema<{
    startTime: string;
    endTime: string;
    departureTime: string;
  }>,
>(schema: S) {
  const problem = (body: { startTime: string; endTime: string; departureTime: string }) =>
    orderTimesProblem(minutes(body.startTime), minutes(body.endTime), minutes(body.departureTime));
  return v.pipe(
    schema,
    v.check((body) => problem(body) !== 'endBeforeStart', TIME_MESSAGES.endBeforeStart),
    v.check((body) => problem(body) !== 'departureBeforeEnd', TIME_MESSAGES.departureBeforeEnd),
  );
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

export const recurringUpdateBodySchema = withClockTimes(recurringFields);
export type RecurringUpdateBody = v.InferInput<typeof recurringUpdateBodySchema>;

export const recurringCreateBodySchema = withClockTimes(
  v.object({
    ...recurringFields.entries,
    restaurantUuid: v.pipe(
      v.string('restaurantUuid is required'),
      v.nonEmpty('restaurantUuid is required'),
    ),
  }),
);
export type RecurringCreateBody = v.InferInput<typeof recurringCreateBodySchema>;
