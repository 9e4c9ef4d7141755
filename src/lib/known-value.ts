import type { MessageKey } from './i18n/messages-en';
import type { Translate } from './i18n/i18n';

/**
 * Provider values the console has words for (a notification type, a status, a mode), among a
 * set the provider may grow (docs/decisions/provider-api.md, "Reading answers"): a known value
 * shows its label, an unknown one its code.
 */
export function isKnown<V extends string>(known: readonly V[], value: unknown): value is V {
  return (known as readonly unknown[]).includes(value);
}

/**
 * `values` without repeats, the console's `known` ones first in their order, then any other
 * the provider sent, in the order it first appears.
 */
export function knownFirst(known: readonly string[], values: Iterable<string>): string[] {
  const present = new Set(values);
  return [
    ...known.filter((value) => present.has(value)),
    ...[...present].filter((value) => !known.includes(value)),
  ];
}

/** The label of a known value, else the value itself. */
export function valueLabel<V extends string>(
  t: Translate,
  known: readonly V[],
  value: string,
  key: (value: V) => MessageKey,
): string {
  return isKnown(known, value) ? t(key(value)) : value;
}
