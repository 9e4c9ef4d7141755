import { startTransition, useEffect, useRef, useState } from 'react';
import {
  openQueueChannel,
  type QueueChannel,
  type QueueChannelStatus,
  type SocketFactory,
} from '../../api/production/queue-live';
import { getProductionQueue } from '../../api/production/production.endpoints';
import { request } from '../../api/request';
import {
  applyQueueMessage,
  applySnapshot,
  askedSnapshot,
  EMPTY_QUEUE,
  snapshotDue,
  snapshotFailed,
  type QueueState,
} from './queue-state';

/** Tests hand in a fake socket here; the app uses the browser's WebSocket. */
let socketFactory: SocketFactory | undefined;
export function setQueueSocketFactoryForTests(factory: SocketFactory | undefined): void {
  socketFactory = factory;
}

export interface QueueLive {
  queue: QueueState;
  channel: QueueChannelStatus;
}

const CONNECTING: QueueLive = { queue: EMPTY_QUEUE, channel: { kind: 'connecting' } };

/**
 * How long a channel the route's loader opened waits for its page: a page that never comes (a
 * redirect, a failed load) does not keep a socket open.
 */
const UNREAD_CLOSE_MS = 15_000;

/** One kitchen's open channel and what it has said so far: a tiny store its pages read. */
interface LiveKitchen {
  live: QueueLive;
  channel: QueueChannel | null;
  readers: Set<(live: QueueLive) => void>;
  unreadClose: ReturnType<typeof setTimeout> | null;
  /** Stops the GET /pcs/queue timer and any call out. */
  stopSnapshots: () => void;
}

const kitchens = new Map<string, LiveKitchen>();

/** How often the store looks whether GET /pcs/queue is due (queue-state.ts snapshotDue). */
const SNAPSHOT_CHECK_MS = 1_000;

/**
 * Opens `restaurantUuid`'s queue: GET /pcs/queue for the whole of it, and the tablet socket
 * (spec 001 §7) for what changes on top (docs/decisions/production.md, "Spec first, our framing
 * optional"). The snapshot is asked on opening, on every reconnect, and whenever the socket has
 * been quiet a while (or, when its updates are not numbered, every UNNUMBERED_REFRESH_MS). A
 * numbered message lost asks for the socket's own snapshot by reconnecting.
 */
function openKitchen(restaurantUuid: string): LiveKitchen {
  const open = kitchens.get(restaurantUuid);
  if (open) return open;
  const kitchen: LiveKitchen = {
    live: CONNECTING,
    channel: null,
    readers: new Set(),
    unreadClose: null,
    stopSnapshots: () => undefined,
  };
  const publish = (change: Partial<QueueLive>) => {
    kitchen.live = { ...kitchen.live, ...change };
    for (const reader of kitchen.readers) reader(kitchen.live);
  };
  let queue = EMPTY_QUEUE;
  const setQueue = (next: QueueState) => {
    queue = next;
    publish({ queue: next });
  };

  let asking: AbortController | null = null;
  let lastAskedAt = 0;
  let lastSocketAt = Date.now();
  /** The provider has no GET /pcs/queue (404): asked again only on a reconnect. */
  let noSnapshotCall = false;
  /** The socket numbers its messages (our extension): its word is then exact. */
  let numbered = false;
  const askSnapshot = () => {
    if (asking) return;
    const call = new AbortController();
    asking = call;
    lastAskedAt = Date.now();
    queue = askedSnapshot(queue);
    request(getProductionQueue, { query: { restaurantUuid } }, { signal: call.signal }).then(
      (answer) => {
        if (asking !== call) return;
        asking = null;
        noSnapshotCall = !answer.success && answer.code === 404;
        setQueue(
          answer.success ? applySnapshot(queue, answer.data, Date.now()) : snapshotFailed(queue),
        );
      },
      () => {
        // Aborted: the kitchen was closed.
        if (asking === call) asking = null;
      },
    );
  };
  const check = setInterval(() => {
    if (asking || noSnapshotCall || kitchen.live.channel.kind === 'refused') return;
    if (snapshotDue({ now: Date.now(), lastSocketAt, lastAskedAt, numbered })) askSnapshot();
  }, SNAPSHOT_CHECK_MS);
  kitchen.stopSnapshots = () => {
    clearInterval(check);
    asking?.abort();
    asking = null;
  };

  let opened = false;
  kitchen.channel = openQueueChannel({
    restaurantUuid,
    createSocket: socketFactory,
    onStatus: (status) => {
      publish({ channel: status });
      if (status.kind !== 'open') return;
      lastSocketAt = Date.now();
      // Opening asked already; every reconnect asks again, as the socket may have missed changes.
      if (opened) {
        noSnapshotCall = false;
        askSnapshot();
      }
      opened = true;
    },
    onMessage: (message) => {
      lastSocketAt = Date.now();
      numbered = message.seq !== null;
      const { state, lost } = applyQueueMessage(queue, message, Date.now());
      setQueue(state);
      if (lost) {
        console.warn('A queue message was lost; asking for a new snapshot.');
        // The rows stay on screen, marked stale until the new snapshot arrives.
        queue = { ...state, seq: null };
        kitchen.channel?.resync();
      }
    },
  });
  askSnapshot();
  kitchens.set(restaurantUuid, kitchen);
  return kitchen;
}

function closeKitchen(restaurantUuid: string, kitchen: LiveKitchen): void {
  if (kitchen.unreadClose) clearTimeout(kitchen.unreadClose);
  kitchen.channel?.close();
  kitchen.stopSnapshots();
  if (kitchens.get(restaurantUuid) === kitchen) kitchens.delete(restaurantUuid);
}

/**
 * For a route's loader: opens the kitchen's socket now, so its snapshot travels while the page's
 * code and calls load (the monitor's data starts with its route, not after its first render).
 * Closed again if no page reads it within UNREAD_CLOSE_MS.
 */
export function warmQueueLive(restaurantUuid: string): void {
  const kitchen = openKitchen(restaurantUuid);
  if (kitchen.readers.size > 0) return;
  if (kitchen.unreadClose) clearTimeout(kitchen.unreadClose);
  kitchen.unreadClose = setTimeout(() => {
    if (kitchen.readers.size === 0) closeKitchen(restaurantUuid, kitchen);
  }, UNREAD_CLOSE_MS);
}

/** Reads a kitchen's queue from now on (opening its socket); the last reader to go closes it. */
function readKitchen(restaurantUuid: string, reader: (live: QueueLive) => void): () => void {
  const kitchen = openKitchen(restaurantUuid);
  if (kitchen.unreadClose) clearTimeout(kitchen.unreadClose);
  kitchen.unreadClose = null;
  kitchen.readers.add(reader);
  reader(kitchen.live);
  return () => {
    kitchen.readers.delete(reader);
    if (kitchen.readers.size === 0) closeKitchen(restaurantUuid, kitchen);
  };
}

/**
 * One kitchen's live queue. A change of restaurant starts from that kitchen's own channel, so
 * one kitchen's rows are never shown under another's name. What the channel holds is drawn as a
 * transition, its first snapshot included even when the route's loader already has it: a rush's
 * eight tables are drawn in slices between which the page stays responsive, not in one long
 * task, and the first paint (each table's spinner) does not wait for them. One draw at a time:
 * what comes while one is under way waits, the latest only, until it is on screen. A new
 * transition would otherwise throw away the one under way, and on a slow tablet in a rush, where
 * a draw takes longer than the next message is in coming, the queue would never be drawn.
 */
export function useQueueLive(restaurantUuid: string): QueueLive {
  const [shown, setShown] = useState({ for: restaurantUuid, live: CONNECTING });
  // Told of each draw once it is on screen.
  const drawn = useRef<((live: QueueLive) => void) | null>(null);
  useEffect(() => drawn.current?.(shown.live), [shown]);

  useEffect(() => {
    let drawing: QueueLive | null = null;
    let waiting: QueueLive | null = null;
    const draw = (live: QueueLive) => {
      drawing = live;
      startTransition(() => setShown({ for: restaurantUuid, live }));
    };
    drawn.current = (live) => {
      if (live !== drawing) return;
      drawing = null;
      if (waiting) {
        const next = waiting;
        waiting = null;
        draw(next);
      }
    };
    const stop = readKitchen(restaurantUuid, (live) => {
      if (drawing) waiting = live;
      else draw(live);
    });
    return () => {
      drawn.current = null;
      stop();
    };
  }, [restaurantUuid]);

  // Between a restaurant change and its effect, the previous kitchen's rows are not shown.
  return shown.for === restaurantUuid ? shown.live : CONNECTING;
}
