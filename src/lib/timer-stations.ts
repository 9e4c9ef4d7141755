/*
 * The stations of the timer and cycle histories (spec 001 §2, §7 "Timer and cycle histories"),
 * one entry each: what its records are of, the filters it adds, its provider path and how its
 * page is reached. The route (`/timers-cycle-history/$station`), the page registry, the URL
 * schema, the endpoints and the sandbox all read this table, so a station is added here (and
 * its title in the message catalogues). Data only: the guard and the URL schema run before a
 * page's code loads, so it sits in the first page's entry.
 */
import type { MessageKey } from './i18n/messages-en';

/** A filter a station adds to the common ones (spec 001 §3 "Analytic filter parameters"). */
export type StationFilter = 'vendors' | 'isCorrect' | 'packages' | 'stages';

interface TimerStationEntry {
  product: 'chicken' | 'potato';
  filters: readonly StationFilter[];
  /** Its calls' path (spec 001 §7 "Timer and cycle histories"). */
  apiPath: `/${string}`;
  title: MessageKey;
  /**
   * Its sidebar link, with the link's text when shorter than the title; 'tab' when the station
   * is reached from its siblings' tabs only (spec 000 §2 lists the sidebar's links exactly).
   */
  sidebar: readonly [label?: MessageKey] | 'tab';
  /** Its tab's text among the stations, when not the title. */
  tab?: MessageKey;
  /** The name a chart point's link to this list uses (lib/list-links.ts). */
  list?: string;
}

/** In the sidebar's and the tabs' order. */
export const TIMER_STATIONS = {
  breading: {
    product: 'chicken',
    filters: [],
    apiPath: '/breadingTimerCycleHistory',
    title: 'routes.timersBreading',
    sidebar: [],
  },
  fryer: {
    product: 'chicken',
    filters: ['vendors', 'isCorrect'],
    apiPath: '/fryerTimerCycleHistory',
    title: 'routes.timersFryer',
    sidebar: [],
    list: 'fryerCycles',
  },
  conveyor: {
    product: 'chicken',
    filters: [],
    apiPath: '/conveyorTimerCycleHistory',
    title: 'routes.timersConveyor',
    sidebar: [],
  },
  prq: {
    product: 'chicken',
    filters: [],
    apiPath: '/prqTimerCycleHistory',
    title: 'routes.timersPrq',
    sidebar: 'tab',
  },
  'hot-holding': {
    product: 'chicken',
    filters: [],
    apiPath: '/timerCycleHistory',
    title: 'routes.timersHotHolding',
    sidebar: ['nav.hotHolding'],
  },
  'entree-chutes': {
    product: 'chicken',
    filters: ['packages'],
    apiPath: '/entreeChutesTimerCycleHistory',
    title: 'routes.timersEntreeChutes',
    sidebar: ['nav.entreeChutes'],
  },
  'scheduled-production': {
    product: 'chicken',
    filters: [],
    apiPath: '/cateringTimerCycleHistory',
    title: 'routes.timersScheduledProduction',
    sidebar: ['nav.scheduledProduction'],
    tab: 'nav.scheduledProduction',
  },
  'dump-pan': {
    product: 'potato',
    filters: [],
    apiPath: '/dumpPanInfo',
    title: 'routes.timersDumpPan',
    sidebar: 'tab',
  },
  'fry-chutes': {
    product: 'potato',
    filters: [],
    apiPath: '/fryChutesInfo',
    title: 'routes.timersFryChutes',
    sidebar: 'tab',
  },
} as const satisfies Record<string, TimerStationEntry>;

export type TimerStation = keyof typeof TIMER_STATIONS;
export const TIMER_STATION_KEYS = Object.keys(TIMER_STATIONS) as TimerStation[];

export function isTimerStation(value: unknown): value is TimerStation {
  return typeof value === 'string' && Object.hasOwn(TIMER_STATIONS, value);
}

/** A station's page. */
export const timerStationPath = (station: TimerStation) =>
  `/timers-cycle-history/${station}` as const;
