import type { QueueConnectionState } from '../../api/production/production.constants';
import type {
  MaterialBatch,
  PackSummary,
  QueueBatch,
  QueueMessage,
  QueueOrder,
} from '../../api/production/production.schema';
import { applyMaterialReadiness } from './queue-rules';

/** The monitor's copy of one kitchen's queue, built from the tablet socket's messages. */
export interface QueueState {
  /** The last CONNECTION state the provider sent (spec 001 §4 "Queue connection"). */
  connection: QueueConnectionState | null;
  /** False until the first SNAPSHOT: the tables show their spinner meanwhile. */
  loaded: boolean;
  batches: QueueBatch[];
  materials: MaterialBatch[];
  /** The kitchen's catering orders of the day and what to pack for them (the ORDERS frame). */
  orders: QueueOrder[];
  packSummaries: PackSummary[];
  /** The last change applied; a message further ahead means one was lost. */
  seq: number | null;
  /** Our clock when the last message of any kind arrived (the stale rule reads it). */
  lastMessageAt: number | null;
  /** Our clock minus the provider's (`at`), to move its predicted times onto ours. */
  clockOffsetMs: number;
}

export const EMPTY_QUEUE: QueueState = {
  connection: null,
  loaded: false,
  batches: [],
  materials: [],
  orders: [],
  packSummaries: [],
  seq: null,
  lastMessageAt: null,
  clockOffsetMs: 0,
};

/** The next state, and whether a message was lost (then the caller asks for a new snapshot). */
export function applyQueueMessage(
  state: QueueState,
  message: QueueMessage,
  receivedAt: number,
): { state: QueueState; lost: boolean } {
  const seen = {
    ...state,
    lastMessageAt: receivedAt,
    clockOffsetMs: receivedAt - message.at,
  };
  switch (message.type) {
    case 'CONNECTION':
      return { state: { ...seen, connection: message.state }, lost: false };
    case 'SNAPSHOT':
      return {
        state: {
          ...seen,
          loaded: true,
          seq: message.seq,
          batches: message.snapshot.batches,
          materials: message.snapshot.materials,
        },
        lost: false,
      };
    case 'ORDERS':
      // A whole list: it replaces the last one whatever its seq (a lost one is no gap).
      return {
        state: { ...seen, orders: message.orders, packSummaries: message.packSummaries },
        lost: false,
      };
    case 'HEARTBEAT':
      // A heartbeat carries the last change's number: a larger one says a change went missing.
      return { state: seen, lost: state.seq !== null && message.seq > state.seq };
    default:
      break;
  }
  // Changes before the snapshot are already in it; old ones (a repeat) change nothing.
  if (state.seq === null || message.seq <= state.seq) return { state: seen, lost: false };
  if (message.seq > state.seq + 1) return { state: seen, lost: true };
  const next = { ...seen, seq: message.seq };
  if (message.type === 'BATCH') {
    const index = state.batches.findIndex((batch) => batch.uuid === message.batch.uuid);
    next.batches =
      index < 0
        ? [...state.batches, message.batch]
        : state.batches.map((batch, i) => (i === index ? message.batch : batch));
  } else if (message.type === 'BATCH_REMOVED') {
    next.batches = state.batches.filter((batch) => batch.uuid !== message.uuid);
  } else {
    const known = state.materials.some((material) => material.uuid === message.material.uuid);
    // Spec 001 §4 replaces status, readyTime and batches; what is held (ours) travels with them.
    next.materials = known
      ? applyMaterialReadiness(state.materials, message.material).map((material) =>
          material.uuid === message.material.uuid
            ? { ...material, held: message.material.held }
            : material,
        )
      : [...state.materials, message.material];
  }
  return { state: next, lost: false };
}
