import type { Daypart } from '../../lib/dayparts';
import type { DayPart } from './analytics.constants';

// The same three parts of the day (spec 000 §9): the provider spells them in capitals, the
// console's clock (lib/dayparts) in lower case. Typed both ways, so neither list can drift.
const LOCAL_DAYPARTS: Record<DayPart, Daypart> = {
  BREAKFAST: 'breakfast',
  LUNCH: 'lunch',
  DINNER: 'dinner',
};

/** The console's daypart (lib/dayparts: its hours, its target) of a day part the provider sent. */
export function daypartOf(wire: DayPart): Daypart {
  return LOCAL_DAYPARTS[wire];
}
