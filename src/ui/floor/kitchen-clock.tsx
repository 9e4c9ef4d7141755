import { VisuallyHidden } from '@mantine/core';
import { timeOfDay } from '../../lib/format';
import { useNow } from '../hooks/use-now';

/**
 * The kitchen's clock in the floor header: its own zone's time of day (spec 001 §9 'h:mm:ss
 * AM/PM'), the browser's when the kitchen has none, ticking each second in tabular figures so
 * the line never jitters. `label` names it for a screen reader ('Kitchen time').
 */
export function KitchenClock({ timeZone, label }: { timeZone?: string; label: string }) {
  const now = useNow(1000);
  // The day period ('PM', 'p. m.') smaller than the digits, as the monitor's figures have it.
  const [digits, period] = splitPeriod(timeOfDay(now, { timeZone }));
  return (
    <span className="kc-floor-clock" data-kitchen-clock>
      <VisuallyHidden>{label} </VisuallyHidden>
      {digits} <span className="kc-floor-clock-unit">{period}</span>
    </span>
  );
}

function splitPeriod(time: string): [string, string] {
  const space = time.indexOf(' ');
  return space < 0 ? [time, ''] : [time.slice(0, space), time.slice(space + 1)];
}
