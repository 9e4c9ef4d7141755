import type uPlot from 'uplot';
import type { FormatLocale } from '../../lib/format';

type UplotConstructor = typeof uPlot;
type DateNames = Parameters<UplotConstructor['fmtDate']>[1];

/** Made once per language: a dashboard builds nine charts, each asking for them. */
const namesByLocale = new Map<FormatLocale, DateNames>();

function namesIn(locale: FormatLocale): DateNames {
  const known = namesByLocale.get(locale);
  if (known) return known;
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, index) =>
      new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(
        Date.UTC(2026, index, 15),
      ),
    );
  // 4 January 2026 is a Sunday: uPlot's day names start on Sunday.
  const day = (style: 'long' | 'short') =>
    Array.from({ length: 7 }, (_, index) =>
      new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
        Date.UTC(2026, 0, 4 + index),
      ),
    );
  const names = { MMMM: month('long'), MMM: month('short'), WWWW: day('long'), WWW: day('short') };
  namesByLocale.set(locale, names);
  return names;
}

/**
 * uPlot's axis dates in the user's language: its own templates are English, month before day
 * ('3/4' is 4 March to a Spanish reader) with English month names. Spanish puts the day first
 * and takes its month names from Intl; times keep the console's 12-hour clock (spec 001 §9).
 * English: uPlot's own.
 */
export function axisDates(
  ctor: UplotConstructor,
  locale: FormatLocale,
): UplotConstructor['fmtDate'] | undefined {
  if (locale === 'en') return undefined;
  const names = namesIn(locale);
  return (template) => ctor.fmtDate(template.replace(/\{M\}\/\{D\}/g, '{D}/{M}'), names);
}
