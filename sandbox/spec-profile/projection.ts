/**
 * What a provider of the spec is known to send (SANDBOX_PROFILE=spec): for each entity whose
 * fields the spec names, those fields and no others, each entity citing its spec line. An answer
 * of the calls below is cut to them after the sandbox has held it to its declaration, so the
 * console meets the least a real provider may send. Answers of entities the spec does not
 * describe ("Payload details beyond those named are not shown", 001 §7) pass whole: their
 * shape is the console's decision (docs/decisions/provider-api.md, "A spec-shaped provider").
 *
 * Identity stays: `uuid` and `id` are how the spec's calls name one record (`/users/{id}`,
 * `/catering-orders/{id}`), so a provider that sends a list it lets you act on sends them.
 */

/** A field kept whole, or an object field kept with only the named fields inside. */
type KeptField = string | readonly [field: string, inside: readonly string[]];

interface SpecEntity {
  /** Where the spec names the fields. */
  spec: string;
  fields: readonly KeptField[];
}

export const SPEC_ENTITIES = {
  restaurant: {
    spec: '000 §3 line 76; 001 §3 line 80 (with the restaurant card: status, devices, tablets)',
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
    spec: '000 §3 line 79; 001 §3 line 83 (the password is never answered)',
    fields: [
      'email',
      'type',
      ['userRoleDto', ['uuid', 'accessList']],
      'restaurantUuid',
      'notification',
      'multiFactorAuthentication',
    ],
  },
  role: {
    spec: '001 §3 line 84 ("Role: uuid, role name, with a constituents list")',
    fields: ['name', 'constituents'],
  },
  policy: { spec: '000 §3 line 79; 001 §3 line 84', fields: ['name', 'accesses'] },
  session: { spec: '000 §3 line 91; 001 §3 line 85', fields: ['signedInTime'] },
  tabletSession: {
    spec: '001 §3 line 82 ("Tablet session: signedInTime")',
    fields: ['signedInTime'],
  },
  report: { spec: '000 §3 line 90', fields: ['requestTime', 'attachments'] },
  notification: {
    spec: '000 §3 line 81; 001 §3 line 97',
    fields: ['status', 'type', 'message', 'eventTime'],
  },
  device: {
    spec: '000 §3 line 89; 001 §3 line 81',
    fields: ['identifier', 'status', 'onlinePeriods'],
  },
  tablet: {
    spec: '001 §3 line 82',
    fields: ['tabletUuid', 'name', 'remoteAccess', 'model', 'build'],
  },
  camera: {
    spec: '001 §3 line 71',
    fields: ['name', 'profiles', 'resolutions', 'limits', 'categories', 'status'],
  },
  stream: {
    spec: '001 §3 line 75 ("Stream: id, description, metadata with type STREAM")',
    fields: ['description', ['metadata', ['type']]],
  },
  streamStart: {
    spec: '001 §3 line 75 ("Stream start result: id, pin"); §7 line 181 (janusHost and streamId)',
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
  cateringRow: {
    spec: '001 §3 line 87',
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
  },
  alertCounts: { spec: '000 §3 line 88; 001 §3 line 102', fields: ['critical', 'warning', 'info'] },
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
  },
} as const satisfies Record<string, SpecEntity>;

export type SpecEntityName = keyof typeof SPEC_ENTITIES;

/** Where in a call's `results` its entities are: the whole answer, a list, a page's rows. */
export type RowsAt = '.' | '[]' | 'content[]' | 'user' | 'batches[]';

export interface Projection {
  /** `METHOD path` as declared (`GET /users`). */
  calls: readonly string[];
  entity: SpecEntityName;
  at: RowsAt;
}

export const PROJECTIONS: readonly Projection[] = [
  { calls: ['GET /restaurants'], entity: 'restaurant', at: 'content[]' },
  {
    calls: ['GET /restaurants/:uuid', 'POST /restaurants', 'PUT /restaurants/:id'],
    entity: 'restaurant',
    at: '.',
  },
  { calls: ['GET /users'], entity: 'user', at: 'content[]' },
  {
    calls: ['GET /users/:id', 'POST /users', 'POST /users/update', 'GET /users/user'],
    entity: 'user',
    at: '.',
  },
  { calls: ['POST /auth/signIn'], entity: 'user', at: 'user' },
  { calls: ['GET /roles'], entity: 'role', at: 'content[]' },
  { calls: ['POST /roles', 'PUT /roles/:id'], entity: 'role', at: '.' },
  { calls: ['GET /policies'], entity: 'policy', at: 'content[]' },
  { calls: ['POST /policies', 'PUT /policies/:id'], entity: 'policy', at: '.' },
  { calls: ['GET /auth/sessions', 'GET /users/:id/sessions'], entity: 'session', at: '[]' },
  { calls: ['GET /tablet-sessions'], entity: 'tabletSession', at: 'content[]' },
  { calls: ['GET /report'], entity: 'report', at: 'content[]' },
  { calls: ['GET /notification/list'], entity: 'notification', at: 'content[]' },
  { calls: ['GET /devices'], entity: 'device', at: 'content[]' },
  { calls: ['PUT /devices/:id/confirm'], entity: 'device', at: '.' },
  { calls: ['GET /tablets/list'], entity: 'tablet', at: 'content[]' },
  { calls: ['PUT /tablets/name/:id', 'PUT /tablets/:id/remote-access'], entity: 'tablet', at: '.' },
  { calls: ['GET /restaurants/:restaurantId/cameras'], entity: 'camera', at: 'content[]' },
  {
    calls: [
      'POST /restaurants/:restaurantId/cameras/:id/reset',
      'POST /restaurants/:restaurantId/cameras/:id/restart',
    ],
    entity: 'camera',
    at: '.',
  },
  { calls: ['GET /restaurants/:restaurantId/streams'], entity: 'stream', at: '[]' },
  { calls: ['GET /restaurants/:restaurantId/streams/live'], entity: 'stream', at: 'content[]' },
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
  { calls: ['GET /events/streamActivity'], entity: 'streamActivity', at: 'content[]' },
  { calls: ['GET /recordings'], entity: 'recording', at: 'content[]' },
  {
    calls: ['GET /restaurants/:restaurantId/cameras/:id/recordings'],
    entity: 'recording',
    at: '[]',
  },
  {
    calls: ['GET /recordings/:id', 'POST /recordings', 'PUT /recordings/:id'],
    entity: 'recording',
    at: '.',
  },
  { calls: ['GET /catering-orders'], entity: 'cateringRow', at: 'content[]' },
  {
    calls: [
      'POST /catering-orders',
      'PUT /catering-orders/:id',
      'PUT /catering-orders/:id/finalize',
    ],
    entity: 'cateringRow',
    at: '.',
  },
  { calls: ['GET /alerts/count'], entity: 'alertCounts', at: '.' },
  { calls: ['GET /pcs/queue'], entity: 'queueBatch', at: 'batches[]' },
];

/**
 * Fields the spec does not name that a screen of the console cannot do without, each with the
 * screen and why: a provider must send them, so the spec profile keeps them too.
 * tests/unit/required-fields.test.ts fails on a required field that is in neither table.
 */
export const CONSOLE_NEEDS: Partial<Record<SpecEntityName, Record<string, string>>> = {};

/** Identity is kept on every entity (the module comment says why). */
const IDENTITY_FIELDS = ['uuid', 'id'] as const;

const byCall = new Map(
  PROJECTIONS.flatMap((projection) => projection.calls.map((call) => [call, projection] as const)),
);

function projectionOf(method: string, path: string): Projection | undefined {
  return byCall.get(`${method} ${path}`);
}

/** What an entity keeps: the spec's fields and the console's recorded needs. */
function keptFields(entity: SpecEntityName): readonly KeptField[] {
  return [...SPEC_ENTITIES[entity].fields, ...Object.keys(CONSOLE_NEEDS[entity] ?? {})];
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

/** A queue batch as a provider of the spec sends it (its tablet socket, 001 §7 line 175). */
export function specQueueBatch(batch: unknown): unknown {
  return cut(batch, keptFields('queueBatch'));
}

/** `results` cut to what the spec names for the call's entity; other calls' answers whole. */
export function projectAnswer(method: string, path: string, results: unknown): unknown {
  const projection = projectionOf(method, path);
  if (!projection) return results;
  const fields = keptFields(projection.entity);
  const rows = (list: unknown) =>
    Array.isArray(list) ? list.map((row) => cut(row, fields)) : list;
  switch (projection.at) {
    case '.':
      return cut(results, fields);
    case '[]':
      return rows(results);
    case 'content[]':
    case 'batches[]':
    case 'user': {
      if (typeof results !== 'object' || results === null) return results;
      const key =
        projection.at === 'user' ? 'user' : projection.at === 'batches[]' ? 'batches' : 'content';
      const answer = results as Record<string, unknown>;
      return {
        ...answer,
        [key]: projection.at === 'user' ? cut(answer.user, fields) : rows(answer[key]),
      };
    }
  }
}
