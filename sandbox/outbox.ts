/** An e-mail the sandbox "sent": kept in memory for tests and demos (GET /__sandbox/outbox). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries, relative to the console's origin. */
  link: string;
  /** Epoch milliseconds, from the sandbox clock. */
  time: number;
}

export interface Outbox {
  send(message: OutboxMessage): void;
  /** In the order sent; `to` narrows to one recipient (case-insensitive). */
  list(to?: string): OutboxMessage[];
  clear(): void;
}

/** Keeps the latest messages only, so a long-running demo does not grow without bound. */
export function createOutbox(capacity = 500): Outbox {
  let messages: OutboxMessage[] = [];
  return {
    send(message) {
      messages.push(message);
      if (messages.length > capacity) messages = messages.slice(-capacity);
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return messages.filter((message) => wanted === undefined || message.to === wanted);
    },
    clear() {
      messages = [];
    },
  };
}
