// Apart from the schemas: the support history's URL check runs in the first page's entry,
// which needs these lists without valibot.

/** A support request is open until someone of support resolves it (docs/decisions/administration.md). */
export const SUPPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * The role filter's values (spec 001 §3 "role (default all)"): the requester's user type
 * (spec 000 §6: ADMIN or another; the chain's are MANAGER and USER), `all` the default.
 */
export const SUPPORT_ROLES = ['ADMIN', 'MANAGER', 'USER'] as const;
export type SupportRole = (typeof SUPPORT_ROLES)[number];
export const ALL_ROLES = 'all';

/** Spec 001 §9: support history, 20 a page. */
export const SUPPORT_PAGE_SIZE = 20;
export const SUPPORT_MAX_LIMIT = 100;

/** The history's search text: at most 255 characters. */
export const MAX_SUPPORT_SEARCH_LENGTH = 255;

/** The send form's limits (docs/decisions/administration.md "Support history and audit log"). */
export const MAX_SUPPORT_SUBJECT_LENGTH = 120;
export const MAX_SUPPORT_MESSAGE_LENGTH = 2000;
/** A screenshot: a PNG, JPEG or WebP image of at most 5 MB. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
