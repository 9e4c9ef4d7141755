import { Client, type IMessage } from '@stomp/stompjs';

export interface LiveTopicOptions {
  /** The socket URL for the next attempt (it carries the current token, read at each try). */
  url(): string | null;
  destination: string;
  onMessage(body: string): void;
  /** Called once when the channel gives up. */
  onGiveUp?(): void;
  /** Called when an open channel is closed by the other end (it then reconnects by itself). */
  onDropped?(): void;
  /** Spec 000 §4: "the live channel retries while the failure count is under 3". */
  maxFailures?: number;
  reconnectDelayMs?: number;
}

/** The receipt id of a live topic's SUBSCRIBE frame. */
export const SUBSCRIBED_RECEIPT = 'subscribed';

export interface LiveTopic {
  close(): Promise<void>;
}

/**
 * One STOMP 1.2 subscription over a websocket (@stomp/stompjs), retried while consecutive
 * failures stay under `maxFailures`; a successful CONNECT resets the count.
 */
export function subscribeLiveTopic({
  url,
  destination,
  onMessage,
  onGiveUp,
  onDropped,
  maxFailures = 3,
  reconnectDelayMs = 2000,
}: LiveTopicOptions): LiveTopic {
  let failures = 0;
  let connected = false;
  let stopped = false;

  const client = new Client({
    reconnectDelay: reconnectDelayMs,
    heartbeatIncoming: 20_000,
    heartbeatOutgoing: 20_000,
    beforeConnect: (self) => {
      const next = url();
      if (!next) {
        // No session (signed out meanwhile): nothing to connect with.
        stopped = true;
        void self.deactivate();
        return;
      }
      self.brokerURL = next;
    },
    onConnect: () => {
      connected = true;
      failures = 0;
      // With a receipt, the broker confirms the subscription: from then on nothing sent is
      // missed (the e2e suite waits for it instead of probing).
      client.subscribe(destination, (message: IMessage) => onMessage(message.body), {
        receipt: SUBSCRIBED_RECEIPT,
      });
    },
    // A refused CONNECT is an ERROR frame followed by the close, which counts it once.
    onWebSocketClose: () => {
      if (connected) {
        connected = false;
        if (!stopped) onDropped?.();
        return;
      }
      fail();
    },
  });

  function fail() {
    if (stopped) return;
    failures += 1;
    if (failures >= maxFailures) {
      stopped = true;
      void client.deactivate();
      onGiveUp?.();
    }
  }

  client.activate();
  return {
    close: () => {
      stopped = true;
      return client.deactivate();
    },
  };
}
