import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type * as v from 'valibot';
import type { queueMessageSchema } from '../../src/api/production/production.schema';
import { getProductionQueue } from '../../src/api/production/production.endpoints';
import { setQueueSocketFactoryForTests } from '../../src/features/production/use-queue-live';
import { server } from './msw-server';
import { failWith } from './override';

/**
 * A stand-in for the browser's WebSocket on the monitor's tablet socket: the test plays the
 * provider's side (open, send, replay a recorded session, drop). Every socket the console opens
 * is in `opened`, in order; its URL names the kitchen.
 */
/** A frame as a provider writes it, before the console reads it (an input form it accepts). */
type ProviderFrame = v.InferInput<typeof queueMessageSchema>;

export class FakeQueueSocket {
  static opened: FakeQueueSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeQueueSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  send(message: ProviderFrame) {
    this.sendRaw(message);
  }
  /** Any frame at all: the spec's own shapes (a batch, a list, BEGIN), or what no one reads. */
  sendRaw(frame: unknown) {
    act(() =>
      this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) }),
    );
  }
  /** Opens, then delivers `frames` in one go, as a socket's first turn does. */
  replay(frames: ProviderFrame[]) {
    act(() => {
      this.onopen?.();
      for (const frame of frames) this.onmessage?.({ data: JSON.stringify(frame) });
    });
  }
  drop(code = 1006) {
    act(() => this.onclose?.({ code, reason: '' }));
  }
}

/**
 * For a test file: the console's tablet sockets are FakeQueueSockets, a fresh list per test.
 * GET /pcs/queue answers 404, as a provider without it would: the socket the test plays is
 * then the queue's only source. A test that plays the snapshot too answers it itself.
 */
export function fakeQueueSocketsPerTest(): void {
  beforeEach(() => {
    server.use(failWith(getProductionQueue, 404, 'Not found'));
    FakeQueueSocket.opened = [];
    setQueueSocketFactoryForTests((url) => new FakeQueueSocket(url) as unknown as WebSocket);
  });
  afterEach(() => setQueueSocketFactoryForTests(undefined));
}
