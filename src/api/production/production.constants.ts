// contract: stable — the production queue's constants (spec 001 §4). Plain constants, apart from
// the schemas: the sandbox's kitchen simulator and the monitor's display rules both read them.

/** Production stages in order (spec 001 §4); the second list adds BATCH_COMPLETE as 7. */
export const PRODUCTION_STAGES = [
  'BREADING',
  'BASKET_LOADING',
  'BASKET_TRANSFER',
  'BASKET_FRYING',
  'CTS_TRANSFER',
  'HOT_HOLDING_TRANSFER',
] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];
export const BATCH_COMPLETE = 'BATCH_COMPLETE';
export type StageName = ProductionStage | typeof BATCH_COMPLETE;

/** Stage number 1–7: the progress bar's width grows with it (spec 001 §4 "Queue batch display"). */
export const STAGE_ORDER: Record<StageName, number> = {
  BREADING: 1,
  BASKET_LOADING: 2,
  BASKET_TRANSFER: 3,
  BASKET_FRYING: 4,
  CTS_TRANSFER: 5,
  HOT_HOLDING_TRANSFER: 6,
  BATCH_COMPLETE: 7,
};

/** Task statuses (id, label, colour), in id order; the fourth entry is the display's fallback. */
export const TASK_STATUSES = [
  { key: 'WAIT', id: 0, label: 'Waiting', color: 'grey' },
  { key: 'CANCEL', id: 1, label: 'Cancelled', color: 'red' },
  { key: 'GO', id: 2, label: 'Go', color: 'yellow' },
  { key: 'BREADING_COMPLETE', id: 3, label: 'Breading Complete', color: 'green' },
] as const;
export type TaskStatusKey = (typeof TASK_STATUSES)[number]['key'];
export const TASK_STATUS_ID: Record<TaskStatusKey, number> = {
  WAIT: 0,
  CANCEL: 1,
  GO: 2,
  BREADING_COMPLETE: 3,
};

/** Batch states (spec 001 §4). */
export const BATCH_STATES = ['ACTIVATED', 'DELAYED', 'COMPLETED', 'FLAT'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** Animation types of a queue batch: delayed shows its delay text. */
export const ANIMATIONS = ['flat', 'delayed'] as const;
export type Animation = (typeof ANIMATIONS)[number];

/** Queue connection states: BEGIN on connect, COMPLETED once the snapshot is sent. */
export const QUEUE_CONNECTION_STATES = ['BEGIN', 'COMPLETED'] as const;
export type QueueConnectionState = (typeof QUEUE_CONNECTION_STATES)[number];

/** Queue types (spec 001 §4; the monitor's table titles are their labels, in the catalogue). */
export const QUEUE_TYPES = ['PRODUCTION_QUEUE', 'CATERING_QUEUE'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];
/**
 * Work types with their labels (spec 001 §3 "Work types: Scheduled Production (CATERING),
 * Production (PRODUCTION), Cookable (COOKABLE)"; the labels are in the message catalogue, en
 * and es, as monitor.workType.*). Which batch is which is ours (queue-rules
 * workTypeOf): a catering batch is CATERING, a production batch due and not started COOKABLE
 * (the crew can start it now), any other production batch PRODUCTION.
 */
export type WorkType = 'CATERING' | 'PRODUCTION' | 'COOKABLE';

/**
 * A material's readiness (spec 001 §3 "Material batch"; values ours, the spec shows none):
 * WAITING nothing cooking for it, IN_PROGRESS a batch is on its way (readyTime when it will be
 * held), READY product is in hot holding.
 */
export const MATERIAL_READINESS_STATUSES = ['WAITING', 'IN_PROGRESS', 'READY'] as const;
export type MaterialReadinessStatus = (typeof MATERIAL_READINESS_STATUSES)[number];

/** The tablet socket's path (spec 001 §7), with `Authorization` and `restaurantUuid` query parameters. */
export const TABLET_SOCKET_PATH = '/device/api/v1/sockets/tablet';

/** The socket sends a HEARTBEAT at least this often; the monitor may call older data stale. */
export const QUEUE_HEARTBEAT_MS = 2_000;

/** Close codes of the tablet socket when it refuses or ends a connection. */
export const QUEUE_CLOSE_CODES = {
  /** No, bad or expired token. */
  UNAUTHORIZED: 4401,
  /** The user may not see the PCS module or this restaurant. */
  FORBIDDEN: 4403,
  /** restaurantUuid missing or unknown. */
  NOT_FOUND: 4404,
} as const;
