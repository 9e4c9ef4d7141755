import type { SpecRef } from './spec-contract';

/**
 * Where the console's requests go beyond spec §7 (tests/helpers/spec-contract.ts), each with the spec
 * line it rests on and a reason a provider engineer would accept. The request-log test
 * (tests/e2e/provider-contract.e2e.ts) and the declarations test (tests/unit/provider-contract
 * .test.ts) pass a request the table does not hold only when it is listed here. For tests and
 * scripts only: no console code imports it.
 */
export interface SpecDeviation {
  /**
   * `METHOD /path` as the console sends it, relative to /api/v1: `{name}` is one path segment,
   * a trailing `/**` any rest.
   */
  calls: readonly string[];
  /**
   * Query parameter names sent beyond those the spec gives for these calls. Absent: the calls'
   * paths themselves are what the spec does not show.
   */
  query?: readonly string[];
  spec: SpecRef;
  reason: string;
}

/** The timer-history stations of 001 §7 line 220 but the recommendation one. */
const TIMER_STATIONS = [
  '/breadingTimerCycleHistory',
  '/conveyorTimerCycleHistory',
  '/fryerTimerCycleHistory',
  '/prqTimerCycleHistory',
  '/timerCycleHistory',
  '/entreeChutesTimerCycleHistory',
  '/cateringTimerCycleHistory',
];
/** The station histories 001 §7 line 224 gives by their own names, and the two it does not. */
const INFO_HISTORIES = ['/dumpPanInfo', '/fryChutesInfo', '/entryChutesInfo', '/basketEventsInfo'];
const HISTORY_FILTERS = ['restaurantUuid', 'startTime', 'endTime', 'materials'];
/** A history list's range: the timer cycle history's "Analytic filter parameters" (001 §3 line 93). */
const HISTORY_LIST_RANGE = ['startEventTime', 'endEventTime'];

export const SPEC_DEVIATIONS: readonly SpecDeviation[] = [
  // ---- Paths the spec does not show ------------------------------------------------------
  {
    calls: ['GET /events/unusual/**', 'DELETE /events/unusual/**'],
    spec: '001 §7 line 227',
    reason:
      '"Helpers serve dump potato, empty pan, identical markers, unusual events, wrong marker ' +
      'and unusual recordings (list, get, preview, download). Their paths are not shown": each ' +
      'kind is a path under /events/unusual, with /total, a delete and its frames, as the ' +
      'histories of 001 §7 line 224 have',
  },
  {
    calls: INFO_HISTORIES.slice(2).flatMap((base) => [
      `GET ${base}`,
      `GET ${base}/total`,
      `GET ${base}/xls`,
      `DELETE ${base}/{id}`,
    ]),
    spec: '001 §7 line 224',
    reason:
      'the entry-chute and basket-event histories are pages of 001 §2 with no call in §7; they ' +
      'are "the same four" as /dumpPanInfo and /fryChutesInfo, under their own names',
  },
  {
    calls: [
      'GET /users/{id}/sessions',
      'DELETE /users/{id}/sessions',
      'DELETE /users/{id}/sessions/{id}',
    ],
    spec: '001 §4 line 52',
    reason:
      '"Per-user sessions are listed, with delete one or delete all" (route /users/:uuid/sessions, ' +
      "001 §2): §7 names only the signed-in user's own /auth/sessions",
  },
  {
    calls: ['PUT /users/{id}/multiFactor/reset'],
    spec: '001 §4 line 52',
    reason:
      'users have "a multi-factor flag per user" that an administrator resets; §7 names only ' +
      "the signed-in user's own /auth/multiFactor calls",
  },
  {
    calls: ['GET /auditTrail/users', 'GET /auditTrail/xls'],
    spec: '001 §7 line 211',
    reason:
      'the audit log is "filtered lists" (001 §4 line 60) by person and exported as the ' +
      'histories are; §7 names GET /auditTrail only, whose filters it does not show',
  },
  {
    calls: ['POST /dictionaries/packages', 'DELETE /dictionaries/packages/{id}'],
    spec: '001 §7 line 239',
    reason:
      'the Packages tab of the potato dictionaries (001 §4 line 58) creates and deletes ' +
      'packages as the other dictionaries do; §7 shows GET and PUT only',
  },
  {
    calls: ['GET /restaurants/{id}/devices'],
    spec: '001 §7 line 196',
    reason:
      "moving devices between restaurants (001 §4 line 50) picks from one restaurant's " +
      'devices; §7 shows the POST and the moves, not the list they pick from',
  },
  {
    calls: ['POST /alerts/{id}/acknowledge'],
    spec: '000 §7 line 185',
    reason:
      'an alert is acknowledged by a person whose name it then shows (000 §4 monitoring); §7 ' +
      'lists the alert calls without the acknowledgement',
  },
  {
    calls: [
      'GET /notification/push/key',
      'POST /notification/push/subscribe',
      'POST /notification/push/unsubscribe',
    ],
    spec: '001 §7 line 244',
    reason:
      'our extension, optional (docs/decisions/provider-api.md, "Push, our extension"): Web ' +
      'Push to a closed console beside the live socket of 000 §7 line 197; a provider without ' +
      'it answers 404 and the console says it sends no push notifications',
  },
  {
    calls: ['GET /pcs/queue'],
    spec: '001 §4 line 54',
    reason:
      'the tablet socket (001 §7 line 175) sends batches and BEGIN/COMPLETED but nothing says a ' +
      'batch left the queue, nor that a quiet kitchen is still there: this snapshot is asked on ' +
      'opening, on each reconnect and when the socket is quiet; a provider without it answers ' +
      '404 and the monitor lives on the socket alone',
  },
  {
    calls: ['GET /recordings/{id}/download', 'GET /recordings/{id}/preview'],
    spec: '001 §4 line 47',
    reason:
      'camera recordings have "preview, download with percentage progress" and §7 names no ' +
      'call for either, only "a blob download from a given URL" (line 170): these are the URLs ' +
      "the sandbox's recordings give (preview, downloadUrl); the console fetches what is given",
  },
  {
    calls: ['GET /restaurants/{restaurantId}/hls/{id}/**'],
    spec: '001 §7 line 174',
    reason:
      'the spec names the playlist, /hls/{id}/index.m3u8; the segments it lists are fetched ' +
      'relative to it (HLS, RFC 8216 §4.1)',
  },
  // ---- Parameters the spec does not name -------------------------------------------------
  {
    calls: ['GET /**'],
    query: ['limit', 'offset', 'page', 'cursor', 'cursorDirection', 'sortBy', 'orderDirection'],
    spec: '000 §3 line 96',
    reason:
      'lists page and sort with the names the spec gives paged data (000 §3 lines 96-97: page, ' +
      'limit, cursor, cursorDirection, sortBy, orderDirection; 001 §3 line 98: "offset") and §7 ' +
      'lists the calls without repeating them',
  },
  {
    calls: [
      'GET /adjustmentRules',
      'GET /fryers',
      'GET /alerts/**',
      'GET /analytic/report',
      'GET /availability/tablets',
      'GET /catering-orders',
      'GET /recurring-orders',
      'GET /recordings',
      'GET /records/list',
      'GET /report',
      'GET /support/history',
      'GET /tablets/list',
      'GET /tablets/logs',
      'GET /tablets/command/zones/stream',
      'GET /users',
      'GET /events/streamActivity',
      'GET /monitoring/label/host/values',
      'GET /networkInformation/tun/',
      'GET /pnp/zones',
      'GET /pnp/aruco-validation/streams',
      'GET /chicken-performance',
      'GET /extended-chicken-performance',
      'GET /chickenEvent/chickenEvents/**',
      'GET /event/events/**',
      'GET /events/unusual/**',
      ...TIMER_STATIONS.map((base) => `GET ${base}/xls`),
      ...INFO_HISTORIES.flatMap((base) => [`GET ${base}`, `GET ${base}/**`]),
    ],
    query: ['restaurantUuid'],
    spec: '000 §3 line 73',
    reason:
      '"The current restaurant lives in the query as restaurantUuid" and is a common list ' +
      'filter (000 §3 line 97); 001 §3 line 93 says restaurantsUuid is "sent as restaurantUuid"',
  },
  {
    calls: [
      'GET /auditTrail/auth',
      'GET /availability/tablets',
      'GET /support/history',
      'GET /report',
    ],
    query: ['startDate', 'endDate'],
    spec: '000 §3 line 97',
    reason: 'startDate and endDate are the common list filters of a date range (000 §3 line 97)',
  },
  {
    calls: [
      ...TIMER_STATIONS.flatMap((base) => [`GET ${base}/xls`, `GET ${base}/total`]),
      ...INFO_HISTORIES.flatMap((base) => [`GET ${base}`, `GET ${base}/**`]),
      'GET /chickenEvent/chickenEvents/**',
      'GET /event/events/**',
      'GET /alerts/**',
      'GET /events/unusual/**',
      'GET /records/list',
      'GET /events/streamActivity',
      'GET /recommendationTimerCycleHistory/analytic',
      'GET /recommendationTimerCycleHistory/total',
    ],
    query: [
      ...HISTORY_FILTERS,
      'vendors',
      'isCorrect',
      'packages',
      'stages',
      'canceled',
      'catering',
    ],
    spec: '001 §7 line 221',
    reason:
      "a history's total, export and analytic take the list's own filters (001 §7 line 221: " +
      '"startTime, endTime, restaurantUuid, materials; plus vendors and isCorrect for fryer, and ' +
      'packages for entree chutes"; 001 §3 line 94 for the recommendation history; stages are ' +
      'the basket stages of 001 §3 line 109)',
  },
  {
    calls: INFO_HISTORIES.map((base) => `GET ${base}`),
    query: HISTORY_LIST_RANGE,
    spec: '001 §3 line 93',
    reason:
      'the station histories of 001 §7 line 224 are listed as the timer cycle histories are, ' +
      'by the range names of their "Analytic filter parameters" (001 §3 line 93)',
  },
  {
    calls: ['GET /eventAnalytic', 'GET /eventAnalytic/materials'],
    query: ['startEventTime', 'endEventTime', 'restaurantUuid', 'materials', 'catering'],
    spec: '001 §7 line 179',
    reason:
      'the spec shows no parameter for the event analytic; it counts the events analytics ' +
      "page's scope, with the analytic calls' own names (000 §7 line 178) and the catering " +
      'switch of the recommendation history (001 §3 line 94)',
  },
  {
    calls: ['GET /chickenEvent/chickenEvents/xls', 'GET /event/events/xls'],
    query: ['chickenTypes', 'vendors', 'isCorrect', 'packageTypes', 'material'],
    spec: '001 §3 line 93',
    reason:
      'the export is of the list as filtered: the list\'s own "Chicken and potato filters" ' +
      '(001 §7 line 225 names the xls beside the list)',
  },
  {
    calls: ['GET /analytic/**', 'GET /chicken-performance', 'GET /extended-chicken-performance'],
    query: ['period', 'startEventTime', 'endEventTime', 'materials', 'performanceRatioType'],
    spec: '000 §3 line 94',
    reason:
      'the analytics filters: "period (default DAY), …, performanceRatioType"; the date range ' +
      'and the product filter by the names of 000 §7 line 178 ("startEventTime, endEventTime, ' +
      'restaurantUuid, materials"), so one product filter has one name on every analytics call',
  },
  {
    calls: [
      'GET /chickenEvent/chickenEvents/**',
      'GET /event/events/**',
      'GET /events/streamActivity',
    ],
    query: ['eventName'],
    spec: '001 §3 line 101',
    reason:
      '"eventName (default all)", whose options are the event-name dictionaries (001 §7 line 226)',
  },
  {
    calls: ['GET /alerts/**'],
    query: ['severity', 'interval'],
    spec: '000 §7 line 185',
    reason:
      'the alerts list and chart filter by the severities of the monitoring thresholds and chart ' +
      'by interval (000 §3 line 73); §7 names the calls without their filters',
  },
  {
    calls: ['GET /tablets/list', 'GET /tablets/logs', 'GET /availability/tablets'],
    query: ['model', 'build', 'search', 'level'],
    spec: '001 §4 line 51',
    reason: 'tablets have "model and build filters" and logs a level; a search as every list',
  },
  {
    calls: ['GET /users'],
    query: ['search', 'type', 'roleUuid'],
    spec: '001 §3 line 150',
    reason: 'the users list filters by what a user has: "a type (ADMIN or other), a role"',
  },
  {
    calls: ['GET /support/history'],
    query: ['status', 'search', 'role'],
    spec: '001 §3 line 100',
    reason: '"Support history: status, startDate, endDate, timeInterval, search, role"',
  },
  {
    calls: ['GET /catering-orders'],
    query: ['statuses'],
    spec: '001 §3 line 111',
    reason: 'catering orders are listed by the order statuses of 001 §3 line 111',
  },
  {
    calls: ['GET /recordings', 'GET /records/list'],
    query: ['cameraUuid', 'status'],
    spec: '001 §4 line 47',
    reason: 'a camera\'s "scheduled and finished recordings": by camera and status',
  },
  {
    calls: ['GET /events/streamActivity'],
    query: ['streamId'],
    spec: '001 §4 line 65',
    reason: 'the History panel is the activity of the stream on the player',
  },
  {
    calls: ['GET /restaurants'],
    query: ['search'],
    spec: '000 §3 line 97',
    reason: 'the restaurant pick-list searches a chain of thousands, as every list can (000 §4)',
  },
  {
    calls: ['GET /cities'],
    query: ['stateUuid'],
    spec: '001 §3 line 80',
    reason: "a restaurant's city belongs to its state (uuid); the cities offered are that state's",
  },
  {
    calls: ['GET /users/password/reset/check'],
    query: ['token'],
    spec: '001 §7 line 201',
    reason: "the check is of the reset link's token, which POST /users/password/reset then sends",
  },
  {
    calls: ['GET /auditTrail/auth'],
    query: ['event'],
    spec: '001 §4 line 60',
    reason: 'the authentication log is a "filtered list": by event (sign-in, sign-out, failure)',
  },
  {
    calls: ['DELETE /tablet-sessions'],
    query: ['sessionUuid'],
    spec: '001 §7 line 190',
    reason:
      "a tablet's sessions are deleted one or all, as a user's are (001 §4 line 52): " +
      'tabletUuid names the tablet, sessionUuid the one session',
  },
  {
    calls: ['GET /monitoring/query', 'GET /monitoring/query_range'],
    query: ['time', 'start', 'end', 'step'],
    spec: '000 §7 line 190',
    reason:
      "the calls proxy Prometheus' HTTP API, whose instant and range queries take these names",
  },
];
