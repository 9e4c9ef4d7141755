import { zonedWallTime } from '../../src/lib/time-zone';
import { DAY_PART_HOURS } from './daily-events';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const PARTS = Object.values(DAY_PART_HOURS) as ReadonlyArray<readonly [number, number]>;

/**
 * The simulated kitchens' opening hours in local minutes after midnight: the kitchen simulator
 * cooks each day part's demand (`DAY_PART_HOURS`, 06:30–22:00), which follow one another
 * without a gap; outside them a kitchen is closed.
 */
export const OPENING_HOURS = {
  open: Math.min(...PARTS.map(([open]) => open)),
  close: Math.max(...PARTS.map(([, close]) => close)),
} as const;

/** What the choice needs of a restaurant. */
export interface Kitchen {
  number: number;
  timezone: string;
}

export type KitchenToTry<K extends Kitchen> = {
  kitchen: K;
  /** The kitchen's local time, minutes after midnight. */
  localMinute: number;
} & (
  | { open: true; /** Until it closes. */ minutesLeft: number }
  | { open: false; /** Until it opens. */ minutesToOpening: number }
);

/** `epoch` on the kitchen's clock, in minutes after its midnight. */
function localMinuteOf(kitchen: Kitchen, epoch: number): number {
  const wall = zonedWallTime(epoch, kitchen.timezone);
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

function isOpenAt(minute: number): boolean {
  return PARTS.some(([open, close]) => minute >= open && minute < close);
}

/**
 * The kitchen `npm start` names for trying the queue monitor at `now` (the chain spans four
 * time zones, so some kitchen is usually open): of the open ones, the one open longest still,
 * so it stays open while someone looks; when none is open (the small hours across the
 * country), the one that opens first. Ties go to the lowest number. Null with no kitchens.
 */
export function kitchenToTry<K extends Kitchen>(
  kitchens: readonly K[],
  now: number,
): KitchenToTry<K> | null {
  const candidates = kitchens.map((kitchen): KitchenToTry<K> => {
    const localMinute = localMinuteOf(kitchen, now);
    if (isOpenAt(localMinute))
      return { kitchen, localMinute, open: true, minutesLeft: OPENING_HOURS.close - localMinute };
    const minutesToOpening =
      (((OPENING_HOURS.open - localMinute) % (24 * 60)) + 24 * 60) % (24 * 60);
    return { kitchen, localMinute, open: false, minutesToOpening };
  });
  const rank = (candidate: KitchenToTry<K>) =>
    candidate.open ? -candidate.minutesLeft : 24 * 60 + candidate.minutesToOpening;
  return (
    [...candidates].sort((a, b) => rank(a) - rank(b) || a.kitchen.number - b.kitchen.number)[0] ??
    null
  );
}
