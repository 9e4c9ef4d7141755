/**
 * Shared `Intl` formatters. Building one costs far more than using it (the runtime loads the
 * locale's data), and texts and figures are formatted on every render: one per locale and
 * options, built on first use, kept for the session.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(
    `number ${locale} ${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function pluralRules(locale: string): Intl.PluralRules {
  return cached(`plural ${locale}`, () => new Intl.PluralRules(locale));
}
