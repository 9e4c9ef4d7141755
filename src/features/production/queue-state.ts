import type { QueueConnectionState } from '../../api/production/production.constants';
import type {
  MaterialBatch,
  PackSummary,
  QueueBatch,
  QueueOrder,
  QueueSnapshot,
} from '../../api/production/production.schema';
import type { QueueUpdate } from '../../api/production/queue-frame';
import { applyMaterialReadiness } from './queue-rules';

/**
 * The monitor's copy of one kitchen's queue, from two sources (docs/decisions/production.md,
 * "Spec first, our framing optional"): GET /pcs/queue's snapshots, and the tablet socket's
 * updates on top of them. Pure: the store (use-queue-live.ts) feeds it and the tests drive it.
 */
export interface QueueState {
  /** The last CONNECTION state the provider sent (spec 001 §4 "Queue connection"). */
  connection: QueueConnectionState | null;
  /** False until the queue is known whole: the tables show their spinner meanwhile. */
  loaded: boolean;
  batches: QueueBatch[];
  materials: MaterialBatch[];
  /** The kitchen's catering orders of the day and what to pack for them (the ORDERS frame). */
  orders: QueueOrder[];
  packSummaries: PackSummary[];
  /** The last numbered change applied (our extension); null while none is numbered. */
  seq: number | null;
  /** Our clock when either source last answered (the stale rule reads it). */
  lastMessageAt: number | null;
  /** Our clock minus the provider's (`at`, `generatedAt`), to move its times onto ours. */
  clockOffsetMs: number;
  /** The batches listed since the socket's BEGIN, which its COMPLETED makes the whole queue. */
  listing: QueueBatch[] | null;
  /** Updates since GET /pcs/queue was asked, laid again over its answer; null: none asked. */
  sinceAsked: QueueUpdate[] | null;
  /** GET /pcs/queue failed last time: the socket's first word is then all there is to show. */
  snapshotFailed: boolean;
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
  listing: null,
  sinceAsked: null,
  snapshotFailed: false,
};

type Change = Extract<QueueUpdate, { type: 'BATCH' | 'BATCHES' | 'BATCH_REMOVED' | 'MATERIAL' }>;

function isChange(update: QueueUpdate): update is Change {
  return (
    update.type === 'BATCH' ||
    update.type === 'BATCHES' ||
    update.type === 'BATCH_REMOVED' ||
    update.type === 'MATERIAL'
  );
}

/** Replaces each batch by uuid, adding the new ones at the end. */
function upsert(batches: readonly QueueBatch[], changed: readonly QueueBatch[]): QueueBatch[] {
  const byUuid = new Map(changed.map((batch) => [batch.uuid, batch]));
  const next = batches.map((batch) => {
    const replaced = byUuid.get(batch.uuid);
    if (replaced) byUuid.delete(batch.uuid);
    return replaced ?? batch;
  });
  return [...next, ...byUuid.values()];
}

/** One change on the rows, whatever its number. */
function applyChange(state: QueueState, change: Change): QueueState {
  switch (change.type) {
    case 'BATCH':
    case 'BATCHES': {
      const changed = change.type === 'BATCH' ? [change.batch] : change.batches;
      return {
        ...state,
        batches: upsert(state.batches, changed),
        listing: state.listing && upsert(state.listing, changed),
      };
    }
    case 'BATCH_REMOVED':
      return { ...state, batches: state.batches.filter((batch) => batch.uuid !== change.uuid) };
    case 'MATERIAL': {
      const update = change.material;
      if (!state.materials.some((material) => material.uuid === update.uuid))
        return { ...state, materials: [...state.materials, update] };
      // Spec 001 §4 replaces status, readyTime and batches; what is held (ours) travels with them.
      return {
        ...state,
        materials: applyMaterialReadiness(state.materials, update).map((material) =>
          material.uuid === update.uuid && update.held
            ? { ...material, held: update.held }
            : material,
        ),
      };
    }
  }
}

/** The next state, and whether a numbered message was lost (then the caller reconnects). */
export function applyQueueMessage(
  state: QueueState,
  message: QueueUpdate,
  receivedAt: number,
): { state: QueueState; lost: boolean } {
  const seen: QueueState = {
    ...state,
    lastMessageAt: receivedAt,
    clockOffsetMs: message.at === null ? state.clockOffsetMs : receivedAt - message.at,
    // With GET /pcs/queue out of reach, the socket's word is the queue as far as it is known.
    loaded: state.loaded || state.snapshotFailed,
    sinceAsked:
      state.sinceAsked && isChange(message) ? [...state.sinceAsked, message] : state.sinceAsked,
  };
  switch (message.type) {
    case 'CONNECTION':
      // Spec 001 §4 BEGIN … COMPLETED: what the socket lists between them is the whole queue.
      if (message.state === 'BEGIN')
        return { state: { ...seen, connection: 'BEGIN', listing: [] }, lost: false };
      return {
        state: {
          ...seen,
          connection: 'COMPLETED',
          ...(state.listing ? { batches: state.listing, loaded: true } : {}),
          listing: null,
        },
        lost: false,
      };
    case 'SNAPSHOT':
      return {
        state: {
          ...seen,
          loaded: true,
          listing: null,
          seq: message.snapshot.seq ?? message.seq,
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
      return {
        state: seen,
        lost: state.seq !== null && message.seq !== null && message.seq > state.seq,
      };
    default:
      break;
  }
  // An unnumbered change (the spec's) is laid on as it comes; a numbered one in its order:
  // an old one (a repeat) changes nothing, one further ahead than the next says one was lost.
  if (message.seq === null || state.seq === null)
    return { state: applyChange(seen, message), lost: false };
  if (message.seq <= state.seq) return { state: seen, lost: false };
  if (message.seq > state.seq + 1) return { state: seen, lost: true };
  return { state: applyChange({ ...seen, seq: message.seq }, message), lost: false };
}

/** GET /pcs/queue is asked: the updates from now on are kept to lay over its answer. */
export function askedSnapshot(state: QueueState): QueueState {
  return { ...state, sinceAsked: state.sinceAsked ?? [] };
}

/**
 * GET /pcs/queue answered: its snapshot replaces the rows, then the updates that came since it
 * was asked are laid over it again (those it already holds, by number, are not). A numbered
 * snapshot older than the numbered queue on screen replaces nothing. Either way the queue is
 * fresh as of now.
 */
export function applySnapshot(
  state: QueueState,
  snapshot: QueueSnapshot,
  receivedAt: number,
): QueueState {
  const heard: QueueState = {
    ...state,
    lastMessageAt: receivedAt,
    clockOffsetMs:
      snapshot.generatedAt === null ? state.clockOffsetMs : receivedAt - snapshot.generatedAt,
    sinceAsked: null,
    snapshotFailed: false,
  };
  const numbered = snapshot.seq !== null;
  if (numbered && state.seq !== null && snapshot.seq! < state.seq) return heard;
  const since = (state.sinceAsked ?? []).filter(
    (change) => !numbered || change.seq === null || change.seq > snapshot.seq!,
  );
  const base: QueueState = {
    ...heard,
    loaded: true,
    batches: snapshot.batches,
    materials: snapshot.materials,
    seq: numbered ? Math.max(snapshot.seq!, state.seq ?? snapshot.seq!) : state.seq,
  };
  return since.reduce(
    (next, change) => (isChange(change) ? applyChange(next, change) : next),
    base,
  );
}

/** GET /pcs/queue failed: the socket alone tells the queue until the next one answers. */
export function snapshotFailed(state: QueueState): QueueState {
  return {
    ...state,
    sinceAsked: null,
    snapshotFailed: true,
    loaded: state.loaded || state.lastMessageAt !== null,
  };
}

/** The socket has said nothing for this long: the queue is asked through GET /pcs/queue. */
export const QUIET_SOCKET_MS = 3_000;
/**
 * Unnumbered updates cannot say a batch left the queue: the snapshot is asked at least this
 * often then, so a batch gone from the kitchen goes from the screen.
 */
export const UNNUMBERED_REFRESH_MS = 30_000;

/** Whether GET /pcs/queue is to be asked now (none is out). */
export function snapshotDue({
  now,
  lastSocketAt,
  lastAskedAt,
  numbered,
}: {
  now: number;
  /** When the socket last said anything (or opened). */
  lastSocketAt: number;
  /** When GET /pcs/queue was last asked. */
  lastAskedAt: number;
  /** The provider numbers its changes (our extension): the socket's word is then exact. */
  numbered: boolean;
}): boolean {
  if (now - Math.max(lastSocketAt, lastAskedAt) >= QUIET_SOCKET_MS) return true;
  return !numbered && now - lastAskedAt >= UNNUMBERED_REFRESH_MS;
}
