/**
 * Records by the name of a projection entity (projection.ts's SPEC_ENTITIES; typed by string, as
 * projection.ts imports this file: tests/unit/required-fields.test.ts fails on a name it lacks).
 */
type ByEntity = Partial<Record<string, Record<string, string>>>;

/** Fields one screen needs for one reason. */
const needs = (why: string, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, why]));

/**
 * Fields the spec does not name that a screen of the console cannot do without, per entity of
 * the projection table (projection.ts), each with the screen and why: a provider must send
 * them, so the spec profile keeps them too. A path is within the entity's row
 * (`userRoleDto.uuid`); a need for a list or an object keeps it whole.
 * tests/unit/required-fields.test.ts fails on a required field that is in neither table.
 */
export const CONSOLE_NEEDS: ByEntity = {
  alert: needs(
    "an alert's severity picks its colour, counts and the picklist (000 §3 line 89 names the values)",
    ['severity'],
  ),
  alertCounts: needs("the alert chart's buckets are placed on the time axis by it", ['timestamp']),
  analyticsRow: needs(
    "the analytics cards and the timer analytics are drawn from these lists and figures: the hold-time summary (000 §3 line 83 summaryHTR, averageHoldTime), day parts, containers, the event analytic's kinds, the restaurants ranked against the median",
    [
      'rows',
      'series',
      'zones',
      'materials',
      'dayParts',
      'dayPart',
      'averageHoldTime',
      'holdTimeRatio',
      'containerName',
      'eventName',
      'tasks',
      'restaurantUuid',
      'holdCompliance',
      'wasteShare',
      'median',
    ],
  ),
  auditLine: needs(
    "an audit line is its time and action, an authentication event its time and event: the log's rows",
    ['time', 'action', 'event'],
  ),
  cameraCategory: needs('a category is offered and listed by its name', ['name']),
  cameraProfile: needs(
    "a profile's row and edit form are its name, codec and size (001 §3 line 73 'resolutions (width by height per codec)')",
    ['name', 'codec', 'width', 'height'],
  ),
  dictionaryEntry: needs(
    "a dictionary's rows are ordered and named by them (the code, or a material's code, and the name)",
    ['code', 'materialCode', 'name'],
  ),
  event: needs(
    "an event's row: its kitchen (time zone), its name (the row's title), product, camera and length (the events lists' columns, 001 §2)",
    ['restaurantUuid', 'eventName', 'material', 'cameraName', 'duration'],
  ),
  eventCount: needs(
    "an unusual list's count line and its tab badge (001 §4 line 123: totals change by 1 on create or delete)",
    ['count'],
  ),
  fryer: needs("the fryer manager's rows are a fryer's kitchen and name", [
    'restaurantUuid',
    'name',
  ]),
  performanceFigure: needs(
    'the performance page sums restaurants per timestamp (000 §4) and splits by day part and product: the lists and their keys are what it is drawn from',
    [
      'restaurants',
      'restaurantUuid',
      'periods',
      'timestamp',
      'dayParts',
      'dayPart',
      'products',
      'material',
    ],
  ),
  place: needs('a city or state is offered by its name, a state also by its code', [
    'name',
    'code',
  ]),
  pnp: needs(
    'plug-and-play offers a mode by its key and a zone by its name (001 §7 line 184); without them there is nothing to pick',
    ['key', 'name'],
  ),
  potatoChart: needs(
    "the potato dashboard's charts are drawn from these lists and figures: the average hold time in minutes (000 §7 line 182), per package type, chute and day part",
    ['averageHoldTime', 'packageTypes', 'chutes', 'series', 'wasteWeight', 'dayParts', 'dayPart'],
  ),
  pushKey: needs(
    "the browser subscribes with the provider's VAPID key (RFC 8292); without it push is off",
    ['publicKey'],
  ),
  record: needs(
    "the kitchen player's recordings list and its playback: which camera and kitchen, when, and the link's URL to play (001 §7 line 170)",
    ['cameraUuid', 'cameraName', 'restaurantUuid', 'startTime', 'endTime', 'url'],
  ),
  recurringOrder: needs(
    "the recurring orders' table is made of them: the order's kitchen, product, type, work center, size, days, times and note (001 §2 recurring orders; its edit form starts from them)",
    [
      'restaurantUuid',
      'material',
      'orderType',
      'workCenter',
      'batchSize',
      'weekdays',
      'startTime',
      'endTime',
      'departureTime',
      'demandDescription',
    ],
  ),
  restaurantDevices: needs(
    "the devices pickers list a restaurant's or the free PCs under this name beside `tablets` (the answer's two lists)",
    ['pcs'],
  ),
  scales: needs("a restaurant's scales form edits the scales of this restaurant, named by it", [
    'restaurantUuid',
  ]),
  stockOut: needs(
    "the stock-out list, its High, Low and Average rows (001 §9 line 277) and its chart: the product, kitchen, start, end, duration, and the chart's buckets per restaurant",
    [
      'restaurantUuid',
      'material',
      'startTime',
      'endTime',
      'duration',
      'count',
      'highDuration',
      'lowDuration',
      'averageDuration',
      'timestamps',
      'restaurants',
    ],
  ),
  stream: needs("an ArUco validation stream's badge is its status; the page is made of it", [
    'status',
  ]),
  supportRequest: needs(
    "the support history's order and its rows' date (001 §9 line 263 requestTime)",
    ['requestTime'],
  ),
  tabletLog: needs(
    'a tablet log line is its time and its message; without them there is no line to show',
    ['time', 'message'],
  ),
  timerCycleHistory: needs(
    "a history record's row (the record engine's columns, 001 §2): its kitchen (time zone), product, start, end and duration; a recommendation task's pieces, grams, cancelled and catering flags and delay",
    [
      'restaurantUuid',
      'material',
      'startTime',
      'endTime',
      'duration',
      'pieces',
      'grams',
      'canceled',
      'catering',
      'delayMinutes',
    ],
  ),
  timerTotal: needs(
    "a history's High, Low and Average summary rows (001 §9 line 277) are these durations",
    ['high', 'low', 'average'],
  ),
  tunnel: needs(
    "a restaurant's VPN tunnels table: the host, its address, the tunnel's address and whether it is up",
    ['hostUuid', 'hostName', 'hostAddress', 'tunnelAddress', 'connected'],
  ),
  unusualRecording: needs(
    "an unusual recording's row: its kitchen (time zone and calls), its event's name as the title and its date (the list's order)",
    ['restaurantUuid', 'eventName', 'createdDate'],
  ),
};

/**
 * Fields the console reads as a closed set the spec does not give, each with why: a value
 * outside it fails the answer or leaves its row out.
 */
export const CONSOLE_CLOSED: ByEntity = {};

/**
 * Required fields the meta-test lets pass for now, each with why; unlike a need, the spec profile
 * does not keep them. Rows here are to go (none today: the production queue's schema landed).
 */
export const PENDING: ByEntity = {};
