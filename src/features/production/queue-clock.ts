import { useSyncExternalStore } from 'react';

/**
 * The monitor's clock for its timer cells: now, ticking each second while a cell shows, and the
 * offset from the provider's clock to ours. A store, not a React context: a context change walks
 * the whole tree of a rush's 200 rows to find the few timers (npm run bench:queue); a store
 * wakes only the cells that read it.
 */
export interface QueueClockReading {
  now: number;
  offsetMs: number;
}

const listeners = new Set<() => void>();
let reading: QueueClockReading = { now: Date.now(), offsetMs: 0 };
let timer: ReturnType<typeof setInterval> | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    reading = { ...reading, now: Date.now() };
    timer = setInterval(() => {
      reading = { ...reading, now: Date.now() };
      notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Moves the provider's clock offset; a jitter under half a second is not worth a redraw. */
export function setQueueClockOffset(offsetMs: number): void {
  if (Math.abs(offsetMs - reading.offsetMs) < 500) return;
  reading = { ...reading, offsetMs };
  notify();
}

export function useQueueClock(): QueueClockReading {
  return useSyncExternalStore(subscribe, () => reading);
}
