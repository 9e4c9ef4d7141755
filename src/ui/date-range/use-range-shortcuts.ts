import { useHotkeys } from '@mantine/hooks';
import { resolveRange, shiftRange, zoomOutRange, type DateRangeValue } from '../../lib/date-range';

/** The clock at key-press time (a handler, not render). */
const readClock = () => Date.now();

export type RangeShortcut = 'back' | 'forward' | 'zoomOut';

/** The keys, for the hint in the picker; Mantine `useHotkeys` notation. */
export const RANGE_SHORTCUTS: ReadonlyArray<{ action: RangeShortcut; hotkeys: string[] }> = [
  { action: 'back', hotkeys: ['alt+ArrowLeft'] },
  { action: 'forward', hotkeys: ['alt+ArrowRight'] },
  { action: 'zoomOut', hotkeys: ['alt+ArrowDown', '-'] },
];

/**
 * Page-wide keys that move the chosen range: back and forward by its own length, and zoom out
 * to twice its length (rules in lib/date-range.ts). Ignored while typing in an input (Mantine's
 * default) and while `enabled` is false. A preset becomes explicit dates once moved; a key that
 * would change nothing (forward at now, no range) calls nothing.
 */
export function useRangeShortcuts({
  value,
  onChange,
  enabled,
  timeZone,
  maxSpanSeconds,
  now,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  enabled: boolean;
  timeZone: string;
  maxSpanSeconds?: number;
  /** The clock; tests pass a fixed one. */
  now?: number;
}) {
  const run = (action: RangeShortcut) => {
    if (!enabled) return;
    const current = now ?? readClock();
    const range = resolveRange(value, current);
    if (!range) return;
    const next =
      action === 'zoomOut'
        ? zoomOutRange(range, current, { timeZone, maxSpanSeconds })
        : shiftRange(range, action, current, timeZone);
    if (next.start === range.start && next.end === range.end) return;
    onChange({ startDate: next.start, endDate: next.end });
  };
  useHotkeys(
    RANGE_SHORTCUTS.flatMap(({ action, hotkeys }) =>
      hotkeys.map((hotkey) => [hotkey, () => run(action)] as [string, () => void]),
    ),
  );
}
