import { RECORD_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import { CONSOLE_NEEDS } from './console-needs';

/**
 * What a provider of the spec is known to send (SANDBOX_PROFILE=spec): for every entity of an
 * answer in §7 of both documents, the fields the spec names (§3, or the §7 line itself) and the
 * value sets it closes, each entity citing its lines. An answer of the calls below is cut to
 * them, and to the console's recorded needs, after the sandbox has held it to its declaration,
 * so the console meets the least a real provider may send. Where the spec shows no fields
 * ("fields not shown", 001 §3 line 93; "Payload details beyond those named are not shown", 001 §7
 * line 157), the entity names none and every field a screen requires is a recorded need.
 * tests/unit/required-fields.test.ts holds every declaration to this table.
 *
 * Identity stays: `uuid` and `id` are how the spec's calls name one record (`/users/{id}`,
 * `/catering-orders/{id}`), so a provider that sends a list it lets you act on sends them.
 */

/** A field kept whole, or an object field (or a list of them) kept with only the named fields. */
type KeptField = string | readonly [field: string, inside: readonly string[]];

interface SpecEntity {
  /** Where the spec names the fields (or says they are not shown). */
  spec: string;
  fields: readonly KeptField[];
  /** Fields whose values the spec gives as a closed set, each with the line that gives it. */
  closed?: Readonly<Record<string, string>>;
}

/** The analytics rows' names (000 §3 line 93, 001 §3 line 101). */
const ANALYTICS_FIELDS = [
  'material',
  'value',
  'share',
  'total',
  'perHour',
  'packages',
  'quantity',
  ['shares', ['packageType', 'packagesCount']],
  'totalDelay',
  'highTaskDelay',
  'lowTaskDelay',
  'averageTaskDelay',
  'delaysNumber',
  'time',
  'incidentCount',
  'wasteWeight',
  'cookedRatio',
  'cookedWeight',
  'recommendationWeight',
  ['containerShares', ['containerName', 'materialsCount', 'materialsShare']],
  'count',
  'utilized',
  'elapsedTime',
  'inboundTime',
  'placedTime',
  'removedTime',
  'outboundTime',
  'productName',
  'totalCount',
  'totalShare',
  'materialName',
] as const satisfies readonly KeptField[];

const DAY_PARTS_LINE = '000 §9 line 218 (Breakfast, Lunch, Dinner)';
const ORDER_LINE = '001 §3 line 86';

export const SPEC_ENTITIES = {
  restaurant: {
    spec: '000 §3 line 77, §7 line 173; 001 §3 line 80 (with the restaurant card: status, devices, tablets)',
    fields: [
      'name',
      'number',
      'timezone',
      'timezoneName',
      'hosts',
      'state',
      'city',
      'postalCode',
      'securityCode',
      'addressLine1',
      'addressLine2',
      'status',
      'devices',
      'tablets',
    ],
  },
  user: {
    spec: '000 §3 line 80; 001 §3 line 83 (the password is never answered)',
    fields: [
      'email',
      'type',
      ['userRoleDto', ['uuid', 'accessList']],
      'restaurantUuid',
      'notification',
      'multiFactorAuthentication',
    ],
  },
  signIn: {
    spec: '000 §7 line 157 ("answer has user and multiFactorAuthentication"); §3 lines 78-79 (loginInfo, the stored session)',
    fields: [
      'userUuid',
      'accessToken',
      'refreshToken',
      'accessExpDate',
      'refreshExpDate',
      'multiFactorAuthentication',
      'user',
      ['loginInfo', ['daysToPasswordExpiration']],
    ],
  },
  storedSession: {
    spec: '000 §3 line 79; 001 §3 line 99 (userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate)',
    fields: ['userUuid', 'accessToken', 'refreshToken', 'accessExpDate', 'refreshExpDate'],
  },
  recoveryCodes: {
    spec: '000 §7 line 164 ("answer has new codes"), §3 line 78; 001 §4 line 125 ("the reset returns new codes")',
    fields: ['recoveryCodes'],
  },
  role: {
    spec: '001 §3 line 84 ("Role: uuid, role name, with a constituents list")',
    fields: ['name', 'constituents'],
  },
  policy: {
    spec: '000 §3 line 80 ("the policy\'s uuid and name"); 001 §3 line 84',
    fields: ['name', 'accesses'],
  },
  session: { spec: '000 §3 line 92; 001 §3 line 85', fields: ['signedInTime'] },
  tabletSession: {
    spec: '001 §3 line 82 ("Tablet session: signedInTime")',
    fields: ['signedInTime'],
  },
  report: { spec: '000 §3 line 91; 001 §3 line 85', fields: ['requestTime', 'attachments'] },
  notification: {
    spec: '000 §3 line 82; 001 §3 line 97',
    fields: ['status', 'type', 'message', 'eventTime'],
    closed: {
      status: '000 §3 line 82 (UNREAD or READ)',
      type: '000 §3 line 82 (INFO, WARN, ERROR)',
    },
  },
  notificationPage: {
    spec: '000 §7 line 196 ("List answer has content, totalElements, last, page"); §3 line 82',
    fields: ['content', 'totalElements', 'last', 'page'],
  },
  unreadCount: {
    spec: '000 §3 line 82 ("The unread count is unreadTotalResults")',
    fields: ['unreadTotalResults'],
  },
  page: {
    spec: '000 §3 line 96 ("Paged data"); 001 §3 line 98 (with offset and size), line 76 (existNext)',
    fields: [
      'page',
      'limit',
      'total',
      'existNext',
      'existPrevious',
      'cursor',
      'cursorDirection',
      'existsNextPage',
      'existsPreviousPage',
      'content',
      'offset',
      'size',
    ],
    closed: { cursorDirection: '000 §3 line 96 (FIRST or NEXT)' },
  },
  device: {
    spec: '000 §3 line 90 (with the availability: deviceUuid, deviceName, totalAvailable); 001 §3 line 81',
    fields: [
      'identifier',
      'status',
      ['onlinePeriods', ['onlineStartTime', 'onlineEndTime']],
      'deviceUuid',
      'deviceName',
      'totalAvailable',
    ],
  },
  restaurantDevices: {
    spec: '001 §3 line 80 ("Restaurant card: … devices, tablets"); §7 lines 195-196',
    fields: ['devices', 'tablets'],
  },
  tablet: {
    spec: '001 §3 line 82',
    fields: ['tabletUuid', 'name', 'remoteAccess', 'model', 'build'],
  },
  tabletCommand: {
    spec: '001 §3 line 82 ("Tablet command: action, streamName, alternateView, alternateTime")',
    fields: ['action', 'streamName', 'alternateView', 'alternateTime'],
  },
  tabletLog: {
    spec: '001 §7 line 188 (GET /tablets/logs; fields not shown), §3 line 82',
    fields: [],
  },
  camera: {
    spec: '001 §3 line 71',
    fields: ['name', 'profiles', 'resolutions', 'limits', 'categories', 'status'],
  },
  cameraProfile: {
    spec: '001 §3 line 73 ("Camera settings: … profiles, codecs, …"; a profile\'s fields not shown)',
    fields: [],
  },
  cameraResolutions: {
    spec: '001 §3 line 73 ("resolutions (width by height per codec)")',
    fields: ['codec', ['resolutions', ['width', 'height']]],
  },
  cameraCategory: {
    spec: '001 §3 line 71 ("categories"; fields not shown), §7 line 165',
    fields: [],
  },
  stream: {
    spec: '001 §3 line 75 ("Stream: id, description, metadata with type STREAM")',
    fields: ['description', ['metadata', ['type']]],
  },
  streamStart: {
    spec: '001 §3 line 75 ("Stream start result: id, pin"); §7 line 175 (janusHost and streamId)',
    fields: ['pin', 'janusHost', 'streamId'],
  },
  streamActivity: {
    spec: '001 §3 line 76',
    fields: ['description', 'location', 'eventTime', 'displayTime'],
  },
  recording: {
    spec: "001 §3 line 77 (isDownloading and progress are the screen's own)",
    fields: ['recordingId', 'metadata', 'preview', 'createdDate'],
  },
  record: {
    spec: '001 §7 line 170 (GET /records/list, /records/link/{id}; fields not shown), §3 line 77',
    fields: [],
  },
  event: {
    spec: '001 §3 line 103 ("Event: eventId, frames, eventTime, startEventTime"), line 79 (image event: images)',
    fields: ['eventId', 'frames', 'eventTime', 'startEventTime', 'images'],
  },
  unusualRecording: {
    spec: '001 §3 line 78 ("Unusual recording: uuid, preview, …")',
    fields: ['preview'],
  },
  eventCount: {
    spec: '001 §4 line 123 ("totals increase or decrease by 1 … of an image event"); §7 line 227 (paths not shown)',
    fields: [],
  },
  analyticsRow: {
    spec: '000 §3 line 93, §7 line 178; 001 §3 line 101, §7 line 179 (the event analytic)',
    fields: ANALYTICS_FIELDS,
    closed: { dayPart: DAY_PARTS_LINE },
  },
  histogramRow: {
    spec: '000 §3 line 87 ("hold-time histogram rows of label, percent, count"); §7 line 182 (potato hold time: "keyed by package type, then item, as percents", items not named)',
    fields: ['label', 'percent', 'count'],
    closed: { label: '000 §9 line 219 (the hold-time pie zones)' },
  },
  performanceFigure: {
    spec: '000 §3 line 95 ("percent, weight, count"), §7 line 183',
    fields: ['percent', 'weight', 'count'],
    closed: { dayPart: DAY_PARTS_LINE },
  },
  alertCounts: { spec: '000 §3 line 89; 001 §3 line 102', fields: ['critical', 'warning', 'info'] },
  alert: {
    spec: '000 §3 line 89 (severities), §7 line 185 (fields not shown)',
    fields: [],
    closed: { severity: '000 §3 line 89 (critical, warning, info)' },
  },
  stockOut: {
    spec: '000 §3 line 86 (query fields), §7 line 181; 001 §7 line 232 (fields not shown)',
    fields: [],
    closed: { dayPart: DAY_PARTS_LINE },
  },
  potatoChart: {
    spec: '000 §3 line 84 (package types), §7 line 182; 001 §7 line 228 ("counts per analyticPeriod")',
    fields: ['analyticPeriod', 'count'],
    closed: { dayPart: DAY_PARTS_LINE },
  },
  timerCycleHistory: {
    spec: '001 §3 line 93 ("Timer cycle history record: fields not shown"), §9 line 277 ("Timer-cycle analytics class is TimerCycleHistory"), §7 line 220',
    fields: [],
  },
  timerTotal: {
    spec: '001 §7 line 221 ("The result is a total"), §9 line 277 (High, Low and Average rows), §3 line 101 (count, delaysNumber, the task delays)',
    fields: ['count', 'delaysNumber', 'highTaskDelay', 'lowTaskDelay', 'averageTaskDelay'],
  },
  cateringRow: {
    spec: '001 §3 line 87 (values: line 86)',
    fields: [
      'batchNumber',
      'material',
      'cateringOrderStatus',
      'scheduledStart',
      'scheduledEnd',
      'restaurantDepartureTime',
      'batchSize',
      'workCenter',
      'progress',
      'demandDescription',
    ],
    closed: {
      cateringOrderStatus: `${ORDER_LINE} (order statuses)`,
      workCenter: `${ORDER_LINE} (work center options)`,
      orderType: `${ORDER_LINE} (order types)`,
      completionResult: `${ORDER_LINE} (completion results)`,
    },
  },
  recurringOrder: {
    spec: '001 §3 line 86 (its value sets; fields not shown), §7 line 215',
    fields: [],
    closed: {
      orderType: `${ORDER_LINE} (order types)`,
      workCenter: `${ORDER_LINE} (work center options)`,
      weekdays: `${ORDER_LINE} (MONDAY to SUNDAY)`,
    },
  },
  adjustmentRule: {
    spec: '001 §3 line 95 ("Adjustment rules: restaurantUuid, materialUuids")',
    fields: ['restaurantUuid', 'materialUuids'],
  },
  scales: {
    spec: '001 §3 line 95 ("Scales are per restaurant (payload scales)"), §7 line 197',
    fields: ['scales'],
  },
  fryer: { spec: '001 §3 line 95 ("Fryer: fields not shown"), §7 line 217', fields: [] },
  auditLine: {
    spec: '001 §7 line 211 (GET /auditTrail, /auditTrail/auth; fields not shown)',
    fields: [],
  },
  supportRequest: {
    spec: '001 §3 line 100 ("Support history: status, …"), §7 line 181',
    fields: ['status'],
  },
  dictionaryEntry: {
    spec: '001 §7 lines 237-239 (dictionaries; fields not shown), §3 line 96',
    fields: [],
  },
  place: {
    spec: '001 §7 line 195 (GET /cities, /states; fields not shown), §3 line 80 ("state (uuid)")',
    fields: [],
  },
  tunnel: {
    spec: '001 §7 line 195 (GET /networkInformation/tun/; fields not shown), §3 line 80',
    fields: [],
  },
  pnp: { spec: '001 §7 lines 184-185 (plug-and-play; fields not shown), §3 line 75', fields: [] },
  queueSnapshot: {
    spec: '001 §3 lines 88 and 92 (queue items and material batches); §7 line 175 (the tablet socket)',
    fields: ['batches'],
  },
  queueBatch: {
    spec: '001 §3 line 88 (with "Queue items also carry …")',
    fields: [
      'batchId',
      'batchNumber',
      'priority',
      'material',
      'status',
      'stageName',
      'stageProgress',
      ['stagesEstimate', ['stageName', 'completionTime', 'expectedCompletionTime']],
      'batchSize',
      'batchIncreasePercent',
      'workCenter',
      'minuteDemand',
      'minutesBeforeStockout',
      'stockoutTime',
      'delay',
      'animation',
      'grilled',
      'catering',
      'demandDescription',
      'restaurantDepartureTime',
      'isLinkedFryer',
      'taskDelayStartTime',
      'taskDelayEndTime',
      'stockoutStartTime',
      ['containers', ['holdTime', 'expired']],
      ['packages', ['holdTime', 'expired']],
    ],
    closed: {
      animation: '001 §3 line 88 ("animation (flat or delayed)")',
      queueType: '001 §4 line 110 (queue types)',
      state: '001 §4 line 108 (batch states)',
      stageName: '001 §4 line 109 (production stages)',
      'stagesEstimate.stageName': '001 §4 line 109 (production stages)',
    },
  },
  materialBatch: {
    spec: '001 §3 line 92 ("Material batch: uuid, status, readyTime, batches (…), materialDelay, endTime"), line 89 (task row)',
    fields: [
      'status',
      'readyTime',
      [
        'batches',
        ['status', 'batchSize', 'readyTime', 'taskDelay', 'taskDelayStartTime', 'taskDelayEndTime'],
      ],
      'materialDelay',
      'endTime',
    ],
    closed: {
      status: '001 §4 line 108 (task statuses)',
      'batches.status': '001 §4 line 108 (task statuses)',
    },
  },
  pushKey: {
    spec: 'none: our extension (docs/decisions/provider-api.md "Push, our extension"; 001 §3 line 97 is the notification it carries)',
    fields: [],
  },
} as const satisfies Record<string, SpecEntity>;

export type SpecEntityName = keyof typeof SPEC_ENTITIES;

export { CONSOLE_CLOSED, CONSOLE_NEEDS, PENDING } from './console-needs';

/**
 * Where in a call's `results` its entities are: `.` the whole answer, else a path of fields and
 * lists (`content[]`, `rows[]`, `restaurants[].periods[]`, `user`).
 */
export type RowsAt = string;

export interface Projection {
  /** `METHOD path` as declared (`GET /users`). */
  calls: readonly string[];
  entity: SpecEntityName;
  at: RowsAt;
}

const get = (...paths: string[]) => paths.map((path) => `GET ${path}`);
const each = (prefix: string, ...names: string[]) => names.map((name) => `${prefix}${name}`);

/** The analytic calls of 000 §7 line 178, by the shape of their answer. */
const ANALYTIC = {
  series: each(
    'GET /analytic/',
    'cooked',
    'catering-cooked',
    'recommendations',
    'catering-recommendations',
    'waste',
    'fryer-cycles',
    'inbound-conveyor',
    'outbound-conveyor',
    'recommendations-task-delay',
    'entree-chutes-holding',
    'performance-ratio',
    'timers',
  ),
  rows: each(
    'GET /analytic/',
    'cooked-distribution',
    'catering-cooked-distribution',
    'recommendations-distribution',
    'catering-recommendations-distribution',
    'waste-distribution',
    'containers-distribution',
    'catering-containers-distribution',
    'fryer-cycles-distribution',
    'inbound-conveyor',
    'outbound-conveyor',
    'recommendation-task-delay-distribution',
    'entree-chutes-holding',
    'entree-chutes-packages',
    'entree-chutes-quantity',
    'entree-chutes-distribution',
    'performance-ratio',
  ),
  containers: each('GET /analytic/', 'inbound-conveyor/containers', 'outbound-conveyor/containers'),
};

/** Every history list of 001 §7 lines 220-224 (and our two operations lists), as declared. */
const HISTORIES = [...new Set(Object.values(RECORD_ENDPOINTS).map((station) => station.list.path))];

const UNUSUAL = ['', '/dump-potato', '/empty-pan', '/identical-markers', '/wrong-marker'].map(
  (kind) => `/events/unusual${kind}`,
);

const DICTIONARIES = [
  '/dictionaries/containers',
  '/dictionaries/chickenPackages',
  '/dictionaries/packages',
  '/dictionaries/materials',
  '/dictionaries/potato-materials',
];

/** Calls answering a page: its envelope is the spec's paged data (000 §3 line 96). */
const PAGED = [
  ...get(
    '/restaurants',
    '/users',
    '/roles',
    '/policies',
    '/tablet-sessions',
    '/report',
    '/devices',
    '/tablets/list',
    '/tablets/logs',
    '/availability/devices',
    '/availability/tablets',
    '/restaurants/:restaurantId/cameras',
    '/restaurants/:restaurantId/streams/live',
    '/events/streamActivity',
    '/recordings',
    '/catering-orders',
    '/recurring-orders',
    '/alerts/list',
    '/auditTrail',
    '/auditTrail/auth',
    '/support/history',
    '/stockOut/list',
    '/chickenEvent/chickenEvents',
    '/event/events',
    '/events/unusual/recordings',
    '/recommendationTimerCycleHistory',
    ...HISTORIES,
    ...UNUSUAL,
    ...DICTIONARIES,
  ),
  ...ANALYTIC.containers,
];

export const PROJECTIONS: readonly Projection[] = [
  { calls: PAGED, entity: 'page', at: '.' },
  {
    calls: get('/restaurants', '/pnp/aruco-validation/restaurants'),
    entity: 'restaurant',
    at: 'content[]',
  },
  { calls: get('/pnp/aruco-validation/restaurants'), entity: 'restaurant', at: '[]' },
  {
    calls: ['GET /restaurants/:uuid', 'POST /restaurants', 'PUT /restaurants/:id'],
    entity: 'restaurant',
    at: '.',
  },
  { calls: get('/users'), entity: 'user', at: 'content[]' },
  { calls: get('/auditTrail/users'), entity: 'user', at: '[]' },
  {
    calls: ['GET /users/:id', 'POST /users', 'POST /users/update', 'GET /users/user'],
    entity: 'user',
    at: '.',
  },
  { calls: ['POST /auth/signIn'], entity: 'signIn', at: '.' },
  { calls: ['POST /auth/signIn'], entity: 'user', at: 'user' },
  { calls: ['POST /auth/refresh', 'PUT /users/password'], entity: 'storedSession', at: '.' },
  { calls: ['PUT /auth/multiFactor/recoveryCodes/reset'], entity: 'recoveryCodes', at: '.' },
  { calls: get('/roles'), entity: 'role', at: 'content[]' },
  { calls: ['POST /roles', 'PUT /roles/:id'], entity: 'role', at: '.' },
  { calls: get('/policies'), entity: 'policy', at: 'content[]' },
  { calls: get('/roles/constituents'), entity: 'policy', at: '[]' },
  { calls: ['POST /policies', 'PUT /policies/:id'], entity: 'policy', at: '.' },
  { calls: ['GET /auth/sessions', 'GET /users/:id/sessions'], entity: 'session', at: '[]' },
  { calls: get('/tablet-sessions'), entity: 'tabletSession', at: 'content[]' },
  { calls: get('/report'), entity: 'report', at: 'content[]' },
  { calls: get('/notification/list'), entity: 'notificationPage', at: '.' },
  { calls: get('/notification/list'), entity: 'notification', at: 'content[]' },
  { calls: get('/notification/unread/count'), entity: 'unreadCount', at: '.' },
  { calls: get('/notification/push/key'), entity: 'pushKey', at: '.' },
  {
    calls: get('/devices', '/availability/devices', '/availability/tablets'),
    entity: 'device',
    at: 'content[]',
  },
  { calls: ['PUT /devices/:id/confirm'], entity: 'device', at: '.' },
  {
    calls: get('/devices/restaurant/empty', '/restaurants/:id/devices'),
    entity: 'restaurantDevices',
    at: '.',
  },
  {
    calls: get('/devices/restaurant/empty', '/restaurants/:id/devices'),
    entity: 'device',
    at: 'pcs[]',
  },
  {
    calls: get('/devices/restaurant/empty', '/restaurants/:id/devices'),
    entity: 'tablet',
    at: 'tablets[]',
  },
  { calls: get('/tablets/list'), entity: 'tablet', at: 'content[]' },
  { calls: ['PUT /tablets/name/:id', 'PUT /tablets/:id/remote-access'], entity: 'tablet', at: '.' },
  { calls: ['POST /tablets/command/:id'], entity: 'tabletCommand', at: '.' },
  { calls: get('/tablets/logs'), entity: 'tabletLog', at: 'content[]' },
  { calls: get('/restaurants/:restaurantId/cameras'), entity: 'camera', at: 'content[]' },
  {
    calls: [
      'PATCH /restaurants/:restaurantId/cameras/:id',
      'POST /restaurants/:restaurantId/cameras/:id/reset',
      'POST /restaurants/:restaurantId/cameras/:id/restart',
    ],
    entity: 'camera',
    at: '.',
  },
  {
    calls: get('/restaurants/:restaurantId/cameras/:id/profiles'),
    entity: 'cameraProfile',
    at: '[]',
  },
  {
    calls: [
      'POST /restaurants/:restaurantId/cameras/:id/profiles/:profileId',
      'PUT /restaurants/:restaurantId/cameras/:id/profiles/:profileId',
    ],
    entity: 'cameraProfile',
    at: '.',
  },
  {
    calls: get('/restaurants/:restaurantId/cameras/:id/resolutions'),
    entity: 'cameraResolutions',
    at: '[]',
  },
  {
    calls: get('/restaurants/:restaurantId/cameras/categories'),
    entity: 'cameraCategory',
    at: '[]',
  },
  {
    calls: [
      'POST /restaurants/:restaurantId/cameras/categories',
      'PUT /restaurants/:restaurantId/cameras/categories/:id',
    ],
    entity: 'cameraCategory',
    at: '.',
  },
  {
    calls: get(
      '/restaurants/:restaurantId/streams',
      '/pnp/zones/:id/streams',
      '/pnp/aruco-validation/streams',
    ),
    entity: 'stream',
    at: '[]',
  },
  { calls: get('/restaurants/:restaurantId/streams/live'), entity: 'stream', at: 'content[]' },
  {
    calls: [
      'GET /restaurants/:restaurantId/streams/:id',
      'PUT /restaurants/:restaurantId/streams/:id',
      'POST /restaurants/:restaurantId/streams/:id/stop',
    ],
    entity: 'stream',
    at: '.',
  },
  {
    calls: [
      'POST /restaurants/:restaurantId/cameras/:id/webrtc',
      'POST /restaurants/:restaurantId/streams',
    ],
    entity: 'streamStart',
    at: '.',
  },
  { calls: get('/events/streamActivity'), entity: 'streamActivity', at: 'content[]' },
  { calls: get('/recordings'), entity: 'recording', at: 'content[]' },
  {
    calls: get('/restaurants/:restaurantId/cameras/:id/recordings'),
    entity: 'recording',
    at: '[]',
  },
  {
    calls: [
      'GET /recordings/:id',
      'POST /recordings',
      'PUT /recordings/:id',
      'POST /recordings/:id/stop',
    ],
    entity: 'recording',
    at: '.',
  },
  { calls: get('/records/list'), entity: 'record', at: '[]' },
  { calls: get('/records/link/:id'), entity: 'record', at: '.' },
  {
    calls: get('/chickenEvent/chickenEvents', '/event/events', ...UNUSUAL),
    entity: 'event',
    at: 'content[]',
  },
  { calls: get('/events/unusual/recordings'), entity: 'unusualRecording', at: 'content[]' },
  { calls: get('/events/unusual/recordings/:id'), entity: 'unusualRecording', at: '.' },
  { calls: get(...UNUSUAL.map((path) => `${path}/total`)), entity: 'eventCount', at: '.' },
  {
    calls: [
      ...ANALYTIC.series,
      ...ANALYTIC.rows,
      ...get('/analytic/total-usage', '/eventAnalytic'),
    ],
    entity: 'analyticsRow',
    at: '.',
  },
  { calls: ANALYTIC.series, entity: 'analyticsRow', at: 'series[]' },
  { calls: [...ANALYTIC.rows, ...get('/eventAnalytic')], entity: 'analyticsRow', at: 'rows[]' },
  { calls: ANALYTIC.containers, entity: 'analyticsRow', at: 'content[]' },
  { calls: get('/eventAnalytic/materials'), entity: 'analyticsRow', at: '[]' },
  { calls: get('/analytic/timers'), entity: 'histogramRow', at: 'zones[]' },
  { calls: get('/analytic/timers'), entity: 'analyticsRow', at: 'materials[]' },
  { calls: get('/analytic/timers', '/analytic/waste'), entity: 'analyticsRow', at: 'dayParts[]' },
  {
    calls: get('/chicken-performance', '/extended-chicken-performance'),
    entity: 'performanceFigure',
    at: '.',
  },
  { calls: get('/chicken-performance'), entity: 'performanceFigure', at: 'restaurants[]' },
  {
    calls: get('/chicken-performance'),
    entity: 'performanceFigure',
    at: 'restaurants[].periods[]',
  },
  { calls: get('/extended-chicken-performance'), entity: 'performanceFigure', at: 'restaurants[]' },
  {
    calls: get('/extended-chicken-performance'),
    entity: 'performanceFigure',
    at: 'restaurants[].dayParts[]',
  },
  {
    calls: get('/extended-chicken-performance'),
    entity: 'performanceFigure',
    at: 'restaurants[].products[]',
  },
  { calls: get('/alerts/count'), entity: 'alertCounts', at: '.' },
  { calls: get('/alerts/analytic'), entity: 'alertCounts', at: '[]' },
  { calls: get('/alerts/list'), entity: 'alert', at: 'content[]' },
  { calls: ['POST /alerts/:id/acknowledge'], entity: 'alert', at: '.' },
  { calls: get('/stockOut/list'), entity: 'stockOut', at: 'content[]' },
  { calls: get('/stockOut/total', '/stockOut/analytic'), entity: 'stockOut', at: '.' },
  {
    calls: get(
      '/potato-average-hold-time',
      '/potato-packaged-statistic',
      '/potato-batches-statistic',
      '/potato-hold-time-by-day-part',
    ),
    entity: 'potatoChart',
    at: '.',
  },
  {
    calls: get(
      '/potato-average-hold-time',
      '/potato-packaged-statistic',
      '/potato-batches-statistic',
    ),
    entity: 'potatoChart',
    at: 'series[]',
  },
  { calls: get('/potato-hold-time-by-day-part'), entity: 'potatoChart', at: 'dayParts[]' },
  { calls: get('/potato-hold-time'), entity: 'histogramRow', at: '{}' },
  {
    calls: get(...HISTORIES, '/recommendationTimerCycleHistory'),
    entity: 'timerCycleHistory',
    at: 'content[]',
  },
  {
    calls: get(
      ...[...HISTORIES, '/recommendationTimerCycleHistory'].map((path) => `${path}/total`),
    ),
    entity: 'timerTotal',
    at: '.',
  },
  { calls: get('/recommendationTimerCycleHistory/analytic'), entity: 'analyticsRow', at: '.' },
  {
    calls: get('/recommendationTimerCycleHistory/analytic'),
    entity: 'analyticsRow',
    at: 'rows[]',
  },
  { calls: get('/catering-orders'), entity: 'cateringRow', at: 'content[]' },
  {
    calls: [
      'POST /catering-orders',
      'PUT /catering-orders/:id',
      'PUT /catering-orders/:id/finalize',
    ],
    entity: 'cateringRow',
    at: '.',
  },
  { calls: get('/recurring-orders'), entity: 'recurringOrder', at: 'content[]' },
  {
    calls: ['POST /recurring-orders', 'PUT /recurring-orders/:id'],
    entity: 'recurringOrder',
    at: '.',
  },
  { calls: get('/adjustmentRules'), entity: 'adjustmentRule', at: '[]' },
  {
    calls: ['POST /adjustmentRules', 'PUT /adjustmentRules/:id'],
    entity: 'adjustmentRule',
    at: '.',
  },
  {
    calls: ['GET /restaurants/:id/scales', 'PUT /restaurants/:id/scales'],
    entity: 'scales',
    at: '.',
  },
  { calls: get('/fryers'), entity: 'fryer', at: '[]' },
  { calls: ['POST /fryers', 'PUT /fryers/:id'], entity: 'fryer', at: '.' },
  { calls: get('/auditTrail', '/auditTrail/auth'), entity: 'auditLine', at: 'content[]' },
  { calls: get('/support/history'), entity: 'supportRequest', at: 'content[]' },
  {
    calls: ['POST /support/support', 'PUT /support/request/resolve/:id'],
    entity: 'supportRequest',
    at: '.',
  },
  { calls: get(...DICTIONARIES), entity: 'dictionaryEntry', at: 'content[]' },
  {
    calls: [
      ...get('/dictionaries/materials/all', '/dictionaries/potato-materials/all'),
      ...get('/dictionaries/measurementUnits'),
    ],
    entity: 'dictionaryEntry',
    at: '[]',
  },
  {
    calls: DICTIONARIES.flatMap((path) => [`POST ${path}`, `PUT ${path}/:id`]),
    entity: 'dictionaryEntry',
    at: '.',
  },
  { calls: get('/cities', '/states'), entity: 'place', at: '[]' },
  { calls: get('/networkInformation/tun/'), entity: 'tunnel', at: '[]' },
  { calls: get('/pnp/modes', '/pnp/zones'), entity: 'pnp', at: '[]' },
  { calls: ['POST /pnp/zones/:id/start', 'POST /pnp/zones/:id/stop'], entity: 'pnp', at: '.' },
  { calls: get('/pcs/queue'), entity: 'queueSnapshot', at: '.' },
  { calls: get('/pcs/queue'), entity: 'queueBatch', at: 'batches[]' },
  { calls: get('/pcs/queue'), entity: 'materialBatch', at: 'materials[]' },
];

/** Identity is kept on every entity (the module comment says why). */
const IDENTITY_FIELDS = ['uuid', 'id'] as const;

const byCall = new Map<string, Projection[]>();
for (const projection of PROJECTIONS) {
  for (const call of projection.calls) byCall.set(call, [...(byCall.get(call) ?? []), projection]);
}

/** The projections of a call, the whole answer's first, so a row is cut after its list is kept. */
export function projectionsOf(call: string): readonly Projection[] {
  return [...(byCall.get(call) ?? [])].sort((a, b) => depth(a.at) - depth(b.at));
}

const depth = (at: RowsAt) => (at === '.' ? 0 : at.split('.').length);

/**
 * What an entity keeps: the spec's fields and the console's recorded needs (a need for
 * `a.b` keeps `a` whole).
 */
function keptFields(entity: SpecEntityName): readonly KeptField[] {
  const needs = Object.keys(CONSOLE_NEEDS[entity] ?? {}).map((path) => path.split('.')[0]!);
  return [...SPEC_ENTITIES[entity].fields, ...new Set(needs)];
}

function cut(value: unknown, fields: readonly KeptField[]): unknown {
  // A list field's rows are each cut (a batch's containers).
  if (Array.isArray(value)) return value.map((row) => cut(row, fields));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const name of IDENTITY_FIELDS) if (name in source) kept[name] = source[name];
  for (const field of fields) {
    const [name, inside] = typeof field === 'string' ? [field, undefined] : field;
    if (!(name in source)) continue;
    kept[name] = inside ? cut(source[name], inside) : source[name];
  }
  return kept;
}

/** `value` with what sits at `path` (`restaurants[].periods[]`) replaced by `change` of it. */
function at(value: unknown, path: readonly string[], change: (found: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [step, ...rest] = path as [string, ...string[]];
  // A record's values (`{}`): each package type's zones.
  if (step.endsWith('{}')) {
    const key = step.slice(0, -2);
    const values = (found: unknown) =>
      typeof found === 'object' && found !== null && !Array.isArray(found)
        ? Object.fromEntries(
            Object.entries(found).map(([name, item]) => [name, at(item, rest, change)]),
          )
        : found;
    if (key === '') return values(value);
    if (typeof value !== 'object' || value === null || !(key in value)) return value;
    return { ...(value as object), [key]: values((value as Record<string, unknown>)[key]) };
  }
  const list = step.endsWith('[]');
  const key = list ? step.slice(0, -2) : step;
  const inner = (found: unknown) =>
    list
      ? Array.isArray(found)
        ? found.map((row) => at(row, rest, change))
        : found
      : at(found, rest, change);
  if (key === '') return inner(value);
  if (typeof value !== 'object' || value === null || !(key in value)) return value;
  const source = value as Record<string, unknown>;
  return { ...source, [key]: inner(source[key]) };
}

/** A queue batch as a provider of the spec sends it (its tablet socket, 001 §7 line 175). */
export function specQueueBatch(batch: unknown): unknown {
  return cut(batch, keptFields('queueBatch'));
}

/** `results` cut to what the spec names for the call's entities; a call with none whole. */
export function projectAnswer(method: string, path: string, results: unknown): unknown {
  let answer = results;
  for (const projection of projectionsOf(`${method} ${path}`)) {
    const steps = projection.at === '.' ? [] : projection.at.split('.');
    const fields = keptFields(projection.entity);
    answer = at(answer, steps, (found) => cut(found, fields));
  }
  return answer;
}
