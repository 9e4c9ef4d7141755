/*
 * The kitchen vision system's event lists (spec 001 §7 "Events"): what its cameras saw happen at
 * a station, of chicken or of potatoes (the lists are lib/event-kinds.ts's). What the URL check
 * of both event pages needs, and only that: it sits in the first page's entry (the rest is in
 * events.schema.ts).
 */

/**
 * The event-name filter's value for every name: the console's 'All' option, and the
 * provider's default (spec 001 §3 "eventName (default all)").
 */
export const ALL_EVENT_NAMES = 'all';

/** An event name is the provider's text; the URL keeps one of at most this many characters. */
export const MAX_EVENT_NAME_LENGTH = 100;
