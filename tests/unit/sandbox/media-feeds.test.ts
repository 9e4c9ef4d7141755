import { describe, expect, it } from 'vitest';
import { feedsOf } from '../../../sandbox/video/media-feeds';
import type { VideoStack } from '../../../sandbox/video/video-stack';

/** The part of a stack the feeds drive: which feeds run. */
function stackDouble() {
  const running = new Set<number>();
  const stack = {
    janusWsUrl: 'ws://127.0.0.1:1/',
    startFeed: (streamId: number) => void running.add(streamId),
    stopFeed: async (streamId: number) => void running.delete(streamId),
  } as unknown as VideoStack;
  return { stack, running };
}

describe('a killed camera feed (the sandbox control for the players retry rule, spec 001 §4)', () => {
  it('stays down whoever watches until revived, then starts with its next viewer', async () => {
    const { stack, running } = stackDouble();
    const feeds = feedsOf(stack);
    feeds.watched(4);
    expect(running.has(4)).toBe(true);

    await feeds.kill(4);
    expect(running.has(4)).toBe(false);
    // A player's restart watches again: a dead camera sends nothing.
    feeds.watched(4);
    expect(running.has(4)).toBe(false);
    // Other cameras are not touched.
    feeds.watched(5);
    expect(running.has(5)).toBe(true);

    feeds.revive(4);
    expect(running.has(4)).toBe(false);
    feeds.watched(4);
    expect(running.has(4)).toBe(true);
    feeds.close();
  });
});
