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
  // Not a new reading here: the cells that just rendered read `reading` (see `read`), and a
  // reading changed on subscribing makes React draw each of them again at once.
  timer ??= setInterval(() => {
    reading = { ...reading, now: Date.now() };
    notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The reading; while no cell ticks the clock is idle, and a first reader gets a fresh one. */
function read(): QueueClockReading {
  if (timer === undefined && Date.now() - reading.now >= 1000) {
    reading = { ...reading, now: Date.now() };
  }
  return reading;
}

/** Moves the provider's clock offset; a jitter under half a second is not worth a redraw. */
export function setQueueClockOffset(offsetMs: number): void {
  if (Math.abs(offsetMs - reading.offsetMs) < 500) return;
  reading = { ...reading, offsetMs };
  notify();
}

export function useQueueClock(): QueueClockReading {
  return useSyncExternalStore(subscribe, read);
}

/**
 * One value computed from the clock: its cell redraws only when the value changes (a work type
 * changes once in a batch's life, not each second), though it is asked each second.
 */
export function useQueueClockValue<T extends string | number | boolean | null>(
  select: (reading: QueueClockReading) => T,
): T {
  return useSyncExternalStore(subscribe, () => select(read()));
}
