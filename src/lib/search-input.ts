/** Spec 000 §5, §9: search inputs take at most 255 characters. */
export const SEARCH_MAX_LENGTH = 255;

/** Spec 000 §9: a search asks the provider 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A list's search text from its URL (spec 000 §5): cut to 255 characters; blank is none. */
export function urlSearchText(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).slice(0, SEARCH_MAX_LENGTH);
  return text.trim() !== '' ? text : undefined;
}
