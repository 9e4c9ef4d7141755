import { useEffect, useRef, useState } from 'react';
import {
  openQueueChannel,
  type QueueChannelStatus,
  type SocketFactory,
} from '../../api/production/queue-live';
import { applyQueueMessage, EMPTY_QUEUE, type QueueState } from './queue-state';

/** Tests hand in a fake socket here; the app uses the browser's WebSocket. */
let socketFactory: SocketFactory | undefined;
export function setQueueSocketFactory(factory: SocketFactory | undefined): void {
  socketFactory = factory;
}

export interface QueueLive {
  queue: QueueState;
  channel: QueueChannelStatus;
}

/**
 * One kitchen's live queue: opens the tablet socket for `restaurantUuid`, folds its messages
 * into the queue, and on a lost message asks for a new snapshot by reconnecting. A change of
 * restaurant starts from empty, so one kitchen's rows are never shown under another's name.
 */
export function useQueueLive(restaurantUuid: string): QueueLive {
  const [live, setLive] = useState<QueueLive & { for: string }>({
    for: restaurantUuid,
    queue: EMPTY_QUEUE,
    channel: { kind: 'connecting' },
  });
  const queueRef = useRef<QueueState>(EMPTY_QUEUE);

  useEffect(() => {
    queueRef.current = EMPTY_QUEUE;
    // Each update names its restaurant: the first one after a change starts from empty.
    const update = (change: Partial<QueueLive>) =>
      setLive((previous) => ({
        ...(previous.for === restaurantUuid
          ? previous
          : { for: restaurantUuid, queue: EMPTY_QUEUE, channel: { kind: 'connecting' } }),
        ...change,
      }));
    const channel = openQueueChannel({
      restaurantUuid,
      createSocket: socketFactory,
      onStatus: (status) => update({ channel: status }),
      onMessage: (message) => {
        const { state, lost } = applyQueueMessage(queueRef.current, message, Date.now());
        queueRef.current = state;
        update({ queue: state });
        if (lost) {
          console.warn('A queue message was lost; asking for a new snapshot.');
          // The rows stay on screen, marked stale until the new snapshot arrives.
          queueRef.current = { ...state, seq: null };
          channel.resync();
        }
      },
    });
    return () => channel.close();
  }, [restaurantUuid]);

  // Between a restaurant change and its effect, the previous kitchen's rows are not shown.
  if (live.for !== restaurantUuid) return { queue: EMPTY_QUEUE, channel: { kind: 'connecting' } };
  return live;
}
