import { timeOfDay, timestamp, type TimestampOptions } from './format';

/**
 * Texts already formatted, by a key naming what and how (the time, its zone, the locale): a
 * time in a zone costs an Intl call per date, and a long list's rows scrolling in would format
 * theirs again on every frame (measured: the largest share of a record list's scroll).
 */
const texts = new Map<string, string>();
/** A long session's lists are forgotten at this many, rather than kept forever. */
const MAX_TEXTS = 50_000;

/** `format()`'s text, worked out the first time `key` is asked. */
function formatOnce(key: string, format: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= MAX_TEXTS) texts.clear();
    text = format();
    texts.set(key, text);
  }
  return text;
}

/**
 * A list's time formatters for rows in their own zones (`zoneOf`): the full timestamp and the
 * time of day (spec 001 §9), each worked out once per time, zone and locale.
 */
export function zonedTimes<Row>(
  zoneOf: (row: Row) => string,
  locale: string,
  dateLocale: TimestampOptions['dateLocale'],
) {
  const cached = (kind: string, epoch: number, row: Row, format: typeof timestamp) => {
    const timeZone = zoneOf(row);
    return formatOnce(`${kind} ${locale} ${timeZone} ${epoch}`, () =>
      format(epoch, { timeZone, dateLocale }),
    );
  };
  return {
    time: (epoch: number, row: Row) => cached('timestamp', epoch, row, timestamp),
    clock: (epoch: number, row: Row) => cached('clock', epoch, row, timeOfDay),
  };
}
