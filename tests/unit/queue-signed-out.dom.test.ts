import { describe, expect, it, vi } from 'vitest';
import { openQueueChannel, type QueueChannelStatus } from '../../src/api/production/queue-live';
import { STATE_WAIT } from '../helpers/wait';

describe('the queue channel without a session (spec 001 §3 tablet socket: its token is the session’s)', () => {
  it('is refused with no reason of the provider’s, so the monitor says to sign in again in the user’s language', async () => {
    localStorage.clear();
    const statuses: QueueChannelStatus[] = [];
    const channel = openQueueChannel({
      restaurantUuid: 'kitchen',
      onMessage: () => undefined,
      onStatus: (status) => statuses.push(status),
      createSocket: () => {
        throw new Error('no socket is opened without a session');
      },
    });
    await vi.waitFor(
      () => expect(statuses).toContainEqual({ kind: 'refused', reason: null }),
      STATE_WAIT,
    );
    channel.close();
  });
});
