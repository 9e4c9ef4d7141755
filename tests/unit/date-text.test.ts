import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  numericText,
  rangeEdgeText,
  timeOfDayText,
  timestampText,
  wallOfDate,
} from '../../src/lib/date-text';

/**
 * date-text.ts writes the first page's date patterns without date-fns' formatter; these hold it
 * to `format` itself, so a page's dates read the same whichever of the two wrote them.
 */
const PATTERNS = [
  ['timestamp (spec 000/001 §9 default)', timestampText, 'dd MMM • h:mm:ss a'],
  ['time of day (spec 001 §9)', timeOfDayText, 'h:mm:ss a'],
  ['relative-time fallback (spec 000 §9)', numericText, 'MM/dd/yyyy h:mm:ss a'],
  ['custom range edge', rangeEdgeText, 'dd MMM h:mm a'],
] as const;

describe('date texts without date-fns format', () => {
  for (const [name, write, pattern] of PATTERNS) {
    it(`writes the ${name} as format '${pattern}' does, every month and hour, English and Spanish`, () => {
      for (const dateLocale of [undefined, es]) {
        for (let month = 0; month < 12; month += 1) {
          for (let hour = 0; hour < 24; hour += 1) {
            // Day and minute vary with the hour so one- and two-digit values both occur.
            const date = new Date(2026, month, 1 + hour, hour, (hour * 7) % 60, hour % 10);
            expect(write(wallOfDate(date), dateLocale)).toBe(
              format(date, pattern, { locale: dateLocale }),
            );
          }
        }
      }
    });
  }

  it('pads a year before 1000 as yyyy does', () => {
    const date = new Date(2026, 0, 5, 9, 3, 7);
    date.setFullYear(987);
    expect(numericText(wallOfDate(date))).toBe(format(date, 'MM/dd/yyyy h:mm:ss a'));
  });
});
