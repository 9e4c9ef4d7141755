import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { ENTREE_PACKAGE_TYPES } from '../analytics/events-analytics.constants';
import { TIMER_STATION_KEYS, type TimerStation } from './timer-history.constants';
import {
  timerListQuerySchema,
  timerPageSchema,
  timerScopeSchema,
  timerTotalSchema,
  timerXlsQuerySchema,
} from './timer-history.schema';

const HISTORY_VIEW = needs('TIMER_CYCLE_HISTORY');
const HISTORY_DELETE = needs('TIMER_CYCLE_HISTORY', 'DELETE');

/**
 * A station's four calls (spec 001 §7 "Timer and cycle histories"): its list, `/total` and
 * `/xls` with the same filters, and DELETE of one record, which every other call then leaves
 * out. Declared by one rule so that the ten stations cannot differ in anything but their path.
 */
function stationEndpoints(path: string) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      query: timerListQuerySchema,
      response: timerPageSchema,
      auth: true,
      access: HISTORY_VIEW,
    }),
    total: endpoint({
      method: 'GET',
      path: `${path}/total`,
      query: timerScopeSchema,
      response: timerTotalSchema,
      auth: true,
      access: HISTORY_VIEW,
    }),
    /**
     * The list's rows as a spreadsheet named by its Content-Disposition; 202 when the provider
     * prepares it elsewhere (spec 001 §7: "zip saved unless code 202").
     */
    xls: endpoint({
      method: 'GET',
      path: `${path}/xls`,
      query: timerXlsQuerySchema,
      response: v.blob(),
      auth: true,
      access: HISTORY_VIEW,
      binary: true,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      response: v.unknown(),
      auth: true,
      access: HISTORY_DELETE,
    }),
  };
}

export type StationEndpoints = ReturnType<typeof stationEndpoints>;

/** Each station's path (spec 001 §7 "Timer and cycle histories"). */
const STATION_PATHS: Record<TimerStation, string> = {
  breading: '/breadingTimerCycleHistory',
  conveyor: '/conveyorTimerCycleHistory',
  fryer: '/fryerTimerCycleHistory',
  prq: '/prqTimerCycleHistory',
  'hot-holding': '/timerCycleHistory',
  'entree-chutes': '/entreeChutesTimerCycleHistory',
  'scheduled-production': '/cateringTimerCycleHistory',
  'dump-pan': '/dumpPanInfo',
  'fry-chutes': '/fryChutesInfo',
};

export const TIMER_ENDPOINTS = Object.fromEntries(
  TIMER_STATION_KEYS.map((station) => [station, stationEndpoints(STATION_PATHS[station])]),
) as Record<TimerStation, StationEndpoints>;

/**
 * GET /materials/filters/chicken-packages: the entree package types, the entree-chutes
 * history's `packages` filter options (spec 001 §2).
 */
export const getChickenPackages = endpoint({
  method: 'GET',
  path: '/materials/filters/chicken-packages',
  response: v.array(v.picklist(ENTREE_PACKAGE_TYPES)),
  auth: true,
  access: [needs('EVENTS'), HISTORY_VIEW],
});
