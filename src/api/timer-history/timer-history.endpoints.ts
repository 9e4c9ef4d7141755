import * as v from 'valibot';
import { needs, type ModuleType } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { type OperationList, type RecordList } from './timer-history.constants';
import { TIMER_STATIONS, TIMER_STATION_KEYS, type TimerStation } from '../../lib/timer-stations';
import {
  timerListQuerySchema,
  timerPageSchema,
  timerScopeSchema,
  timerTotalSchema,
  timerXlsQuerySchema,
} from './timer-history.schema';

/**
 * A station's four calls (spec 001 §7 "Timer and cycle histories"): its list, `/total` and
 * `/xls` with the same filters, and DELETE of one record, which every other call then leaves
 * out. Declared by one rule so that the lists cannot differ in anything but their path and
 * module: a history's, TIMER_CYCLE_HISTORY; entry chutes and basket events, EVENTS.
 */
function stationEndpoints(path: string, module: ModuleType = 'TIMER_CYCLE_HISTORY') {
  const view = needs(module);
  return {
    list: endpoint({
      method: 'GET',
      path,
      query: timerListQuerySchema,
      response: timerPageSchema,
      auth: true,
      access: view,
    }),
    total: endpoint({
      method: 'GET',
      path: `${path}/total`,
      query: timerScopeSchema,
      response: timerTotalSchema,
      auth: true,
      access: view,
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
      access: view,
      binary: true,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      response: v.unknown(),
      auth: true,
      access: needs(module, 'DELETE'),
    }),
  };
}

export type StationEndpoints = ReturnType<typeof stationEndpoints>;

export const TIMER_ENDPOINTS = Object.fromEntries(
  TIMER_STATION_KEYS.map((station) => [station, stationEndpoints(TIMER_STATIONS[station].apiPath)]),
) as Record<TimerStation, StationEndpoints>;

/**
 * The paths of the lists spec 001 §2 names without calls ("Other operations"): ours, in the
 * style of /dumpPanInfo and /fryChutesInfo (docs/decisions/kitchen-records.md).
 */
const OPERATION_PATHS: Record<OperationList, string> = {
  'entry-chutes': '/entryChutesInfo',
  'basket-events': '/basketEventsInfo',
};

/** Every list of the record engine's four calls. */
export const RECORD_ENDPOINTS = {
  ...TIMER_ENDPOINTS,
  ...Object.fromEntries(
    Object.entries(OPERATION_PATHS).map(([list, path]) => [list, stationEndpoints(path, 'EVENTS')]),
  ),
} as Record<RecordList, StationEndpoints>;
