import {
  useCallback,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type RefCallback,
} from 'react';

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

/**
 * One value computed from the clock: its cell redraws only when the value changes (a work type
 * changes once in a batch's life, not each second), though it is asked each second.
 */
export function useQueueClockValue<T extends string | number | boolean | null>(
  select: (reading: QueueClockReading) => T,
): T {
  return useSyncExternalStore(subscribe, () => select(read()));
}

/**
 * A ref for an element whose text is the clock's `text`, written into it each second rather than
 * drawn by React: a rush's hundred timers would otherwise be a hundred components drawn again
 * each second, a long task on a kitchen tablet (npm run bench:queue). React never holds the
 * element's text, so it never writes over this one.
 */
export function useClockText<T extends HTMLElement>(
  text: (reading: QueueClockReading) => string,
): RefCallback<T> {
  const latest = useRef(text);
  const shown = useRef<T | null>(null);
  // Drawn again (a new batch, a new language): its text at once, not at the next tick.
  useLayoutEffect(() => {
    latest.current = text;
    if (shown.current) write(shown.current, text);
  });
  return useCallback((element: T | null) => {
    shown.current = element;
    if (!element) return undefined;
    return subscribe(() => write(element, latest.current));
  }, []);
}

function write(element: HTMLElement, text: (reading: QueueClockReading) => string): void {
  const next = text(read());
  if (element.textContent !== next) element.textContent = next;
}
