import type { VideoStack } from './video-stack';

/**
 * What the camera and stream calls tell the running media stack (server.ts starts it when
 * Janus is installed): a camera's ffmpeg feed runs only while someone watches it, so a chain of
 * 90 cameras costs the CPU of the few on screen, and a camera outside Janus's configuration gets
 * its mountpoint when first watched, so a chain of thousands costs Janus the same. Without the
 * stack the calls answer as before and the console's tiles fail by the spec's rules.
 */
export interface MediaFeeds {
  /** Janus's websocket (through the stack's relay), which the signalling proxy forwards to. */
  upstream: string;
  /** Someone started watching the stream: Janus has its mountpoint, and its feed runs. */
  watched(streamId: number): void;
  /**
   * Its last viewer left: after a while (a reload watches again at once) its feed stops and its
   * mountpoint may go.
   */
  unwatched(streamId: number): void;
  /** The camera restarts: its viewers stop receiving frames, as from a real camera. */
  restarted(streamId: number): void;
  /** The camera was renamed: the name drawn on its feed changes. */
  renamed(streamId: number, name: string): void;
  /**
   * A test's dead camera: the feed stops and stays down, whoever watches, until `revive`.
   * Viewers get no word of it (as from a real camera): their players must notice the stall.
   */
  kill(streamId: number): Promise<void>;
  /** The killed feed may run again: it starts with its next viewer. */
  revive(streamId: number): void;
}

/** How long a feed outlives its last viewer. */
const FEED_IDLE_MS = 30_000;

/** The camera calls' side of a running stack: feeds follow their viewers. */
export function feedsOf(stack: VideoStack): MediaFeeds & { close(): void } {
  const idle = new Map<number, NodeJS.Timeout>();
  const dead = new Set<number>();
  const keep = (streamId: number) => {
    clearTimeout(idle.get(streamId));
    idle.delete(streamId);
  };
  return {
    upstream: stack.signallingUrl,
    watched(streamId) {
      keep(streamId);
      try {
        // A dead camera's viewers still find its mountpoint, and no picture in it.
        if (dead.has(streamId)) stack.openMountpoint(streamId).catch(() => undefined);
        else stack.startFeed(streamId);
      } catch {
        // A camera the stack does not know, or a stack closing: its tile fails by the spec's
        // retry rule, as with a dead camera.
      }
    },
    unwatched(streamId) {
      keep(streamId);
      const timer = setTimeout(() => {
        idle.delete(streamId);
        stack.leaveMountpoint(streamId).catch(() => undefined);
      }, FEED_IDLE_MS);
      timer.unref();
      idle.set(streamId, timer);
    },
    restarted(streamId) {
      keep(streamId);
      stack.stopFeed(streamId).catch(() => undefined);
    },
    renamed(streamId, name) {
      stack.renameCamera(streamId, name).catch(() => undefined);
    },
    async kill(streamId) {
      keep(streamId);
      dead.add(streamId);
      await stack.stopFeed(streamId);
    },
    revive(streamId) {
      dead.delete(streamId);
    },
    close() {
      dead.clear();
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
    },
  };
}
