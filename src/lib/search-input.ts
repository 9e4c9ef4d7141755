/** Spec 000 §5, §9: search inputs take at most 255 characters. */
export const SEARCH_MAX_LENGTH = 255;

/** Spec 000 §9: a search asks the provider 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
