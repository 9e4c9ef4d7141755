import { AUDIT_ACTION_AREAS, AUDIT_AREAS } from '../../api/audit/audit.constants';
import { defineListSearch, oneOf, type ListField } from '../../lib/list-search';
import { providerPaging } from '../../lib/pagination';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The route's validateSearch: it runs before the page's chunk loads, so this sits in the first
// page's entry and stays small (no valibot, no page code).

const ACTIONS = Object.keys(AUDIT_ACTION_AREAS) as Array<keyof typeof AUDIT_ACTION_AREAS>;

/** A user's uuid as written (the page drops one its people do not list once they are known). */
const userUuid: ListField<string> = (raw) =>
  typeof raw === 'string' && /^[0-9a-f-]{8,64}$/i.test(raw.trim()) ? raw.trim() : undefined;

/**
 * The audit log's URL (who, what, when, which restaurant; spec 000 §5: invalid values
 * dropped): the layout owns the dates and restaurant; this adds the user, the area and the
 * action, then the page and size. An action of another area than the URL's is dropped.
 */
export const auditLogSearch = defineListSearch(
  {
    user: userUuid,
    area: oneOf(AUDIT_AREAS),
    action: oneOf(ACTIONS),
  },
  (search) =>
    search.action !== undefined &&
    search.area !== undefined &&
    AUDIT_ACTION_AREAS[search.action] !== search.area
      ? { ...search, action: undefined }
      : search,
);

export type AuditLogSearch = ReturnType<typeof auditLogSearch.validate>;

/** What the route's loader depends on: the shared dates and restaurant, the filters, the page. */
export function auditLogDeps(search: AuditLogSearch & DateRangeSearch) {
  const { user, area, action, page, limit } = search;
  return { ...sharedLoaderDeps(search), user, area, action, page, limit };
}

/** The provider's offset paging for the URL's page and size (spec 000 §9). */
export const auditPaging = (search: AuditLogSearch) => providerPaging('offset', search);
