import type { HoldTimeLabel } from '../../api/analytics/analytics.constants';
import type { HoldTimeZoneId } from '../../lib/charts/hold-time-zones';

const ZONE_KEYS: Record<HoldTimeLabel, HoldTimeZoneId> = {
  '<=20': 'upTo20',
  '20-25': 'from20',
  '25-30': 'from25',
  '30-35': 'from30',
  '35-40': 'from35',
  '>40': 'over40',
};

/** The chart widgets' id (and text key) of a provider hold-time zone label. */
export function zoneKey(label: HoldTimeLabel): HoldTimeZoneId {
  return ZONE_KEYS[label];
}

/** Cooler to hotter as food waits longer. */
export const HOLD_ZONE_COLORS: Record<HoldTimeZoneId, string> = {
  upTo20: 'green.6',
  from20: 'lime.6',
  from25: 'yellow.6',
  from30: 'orange.6',
  from35: 'red.6',
  over40: 'red.9',
};
