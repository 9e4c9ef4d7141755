import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  potatoAverageHoldTimeSchema,
  potatoBatchesStatisticSchema,
  potatoHoldTimeByDayPartSchema,
  potatoHoldTimeSchema,
  potatoPackagedStatisticSchema,
  potatoQuerySchema,
} from './potato.schema';

const DASHBOARD_VIEW = needs('DASHBOARD');

/*
 * The potato dashboard's charts (spec 000 §7, "Potato charts"): each a GET with
 * `potatoQuerySchema` (epoch ms range, restaurant, packageTypes, chutes default 1,2, period
 * default DAY), abortable. Hold times are minutes from the batch's dump into the chute to the
 * item's packaging; everything is placed at the batch's dump time, restaurant-local day parts.
 */

/** GET /potato-hold-time: `{ [packageType]: { [zone]: percent } }`, the hold-time pies. */
export const getPotatoHoldTime = endpoint({
  method: 'GET',
  path: '/potato-hold-time',
  query: potatoQuerySchema,
  response: potatoHoldTimeSchema,
  auth: true,
  access: DASHBOARD_VIEW,
});

/** GET /potato-hold-time-by-day-part: count and average minutes per day part (and type). */
export const getPotatoHoldTimeByDayPart = endpoint({
  method: 'GET',
  path: '/potato-hold-time-by-day-part',
  query: potatoQuerySchema,
  response: potatoHoldTimeByDayPartSchema,
  auth: true,
  access: DASHBOARD_VIEW,
});

/** GET /potato-average-hold-time: minutes overall, per type and per `period` bucket. */
export const getPotatoAverageHoldTime = endpoint({
  method: 'GET',
  path: '/potato-average-hold-time',
  query: potatoQuerySchema,
  response: potatoAverageHoldTimeSchema,
  auth: true,
  access: DASHBOARD_VIEW,
});

/** GET /potato-packaged-statistic: items packaged per type (count, share) and per bucket. */
export const getPotatoPackagedStatistic = endpoint({
  method: 'GET',
  path: '/potato-packaged-statistic',
  query: potatoQuerySchema,
  response: potatoPackagedStatisticSchema,
  auth: true,
  access: DASHBOARD_VIEW,
});

/** GET /potato-batches-statistic: fry batches per `analyticPeriod` and per chute; waste in kg. */
export const getPotatoBatchesStatistic = endpoint({
  method: 'GET',
  path: '/potato-batches-statistic',
  query: potatoQuerySchema,
  response: potatoBatchesStatisticSchema,
  auth: true,
  access: DASHBOARD_VIEW,
});
