import { mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { cursorQuery, type CursorParam } from '../cursor-query';
import { endpointQueryAt } from '../endpoint-query-at';
import { imageOf } from '../fetch-image';
import { request, requestFile, unwrap } from '../request';
import type { OrderDirection } from '../stock-out/stock-out.schema';
import type { UnusualKind } from '../../lib/unusual-kinds';
import { RECORDING_ENDPOINTS, UNUSUAL_ENDPOINTS } from './unusual.endpoints';
import type { UnusualPage, UnusualScopeQuery, UnusualTotal } from './unusual.schema';

/** What every call of an unusual list filters by, as the page chose it (spec 001 §3). */
export interface UnusualFilters {
  /** Relative ranges stay relative in the query key and resolve when the call goes out. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
}

/** A cursor list's call for its filters, order, size and page (the range as of `now`). */
function listInput(
  key: { filters: UnusualFilters; orderDirection: OrderDirection; limit: number },
  { cursor, cursorDirection }: CursorParam,
  now: number,
) {
  return {
    query: {
      ...unusualScope(key.filters, now),
      orderDirection: key.orderDirection,
      cursor,
      cursorDirection,
      limit: key.limit,
    },
  };
}

/** The provider's scope fields for `filters` at `now` (epoch ms, the start on a whole second). */
function unusualScope(filters: UnusualFilters, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startTime: Math.floor(start / 1000) * 1000,
    endTime: end,
    restaurantUuid: filters.restaurantUuid,
  } satisfies UnusualScopeQuery;
}

export const unusualQueries = {
  all: () => ['unusual'] as const,
  kind: (kind: UnusualKind) => [...unusualQueries.all(), kind] as const,
  /**
   * A kind's events, cursor paged (spec 001 §4: FIRST replaces, NEXT appends); a new filter or
   * order is a new list, and its first call cancels the older one's.
   */
  list: (
    kind: UnusualKind,
    filters: UnusualFilters,
    orderDirection: OrderDirection,
    limit: number,
  ) =>
    cursorQuery(
      unusualQueries.kind(kind),
      UNUSUAL_ENDPOINTS[kind].list,
      { filters, orderDirection, limit },
      listInput,
    ),
  /** GET …/total: how many events the scope holds. */
  total: (kind: UnusualKind, filters: UnusualFilters) =>
    endpointQueryAt(
      unusualQueries.kind(kind),
      UNUSUAL_ENDPOINTS[kind].total,
      filters,
      (f, now) => ({
        query: unusualScope(f, now),
      }),
    ),
  recordings: () => [...unusualQueries.all(), 'recordings'] as const,
  /** The recordings, newest first unless asked (spec 001 §9 "recordings by createdDate DESC"). */
  recordingList: (filters: UnusualFilters, orderDirection: OrderDirection, limit: number) =>
    cursorQuery(
      unusualQueries.recordings(),
      RECORDING_ENDPOINTS.list,
      { filters, orderDirection, limit },
      listInput,
    ),
};

/** What a create or a delete of one image event does to a count (spec 001 §4 "Counts"). */
export type CountChange = 'created' | 'deleted';

/** Spec 001 §4: "totals increase or decrease by 1 on create or delete of an image event". */
export function countAfter(count: number, change: CountChange): number {
  return change === 'created' ? count + 1 : Math.max(0, count - 1);
}

/**
 * Applies one create or delete to every cached count of the kind, and a delete to every cached
 * list of it (the row leaves at once), before the lists and counts are asked again.
 */
function applyEventChange(
  client: QueryClient,
  kind: UnusualKind,
  change: CountChange,
  eventId: string,
): void {
  const scope = unusualQueries.kind(kind);
  const totalPath = UNUSUAL_ENDPOINTS[kind].total.path;
  const listPath = UNUSUAL_ENDPOINTS[kind].list.path;
  client.setQueriesData<UnusualTotal>(
    { queryKey: [...scope, totalPath] },
    (total) => total && { count: countAfter(total.count, change) },
  );
  if (change !== 'deleted') return;
  client.setQueriesData<InfiniteData<UnusualPage>>({ queryKey: [...scope, listPath] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.filter((row) => row.eventId !== eventId),
          })),
        }
      : data,
  );
}

export const unusualMutations = {
  /**
   * DELETE …/:id: the count drops by one and the row leaves every cached list at once; then the
   * kind's lists and counts are asked again, whatever the outcome.
   */
  remove: (kind: UnusualKind) =>
    mutationOptions({
      mutationKey: [...unusualQueries.kind(kind), 'delete'],
      mutationFn: (eventId: string) =>
        request(UNUSUAL_ENDPOINTS[kind].remove, { params: { id: eventId } }).then(unwrap),
      onSuccess: (_data, eventId, _result, { client }) =>
        applyEventChange(client, kind, 'deleted', eventId),
      onSettled: (_data, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: unusualQueries.kind(kind) }),
    }),
};

/** Which picture of a frame: the 1920×1080 screenshot or its 300×300 thumbnail. */
export type ImageSize = 'screenshot' | 'thumbnail';

/** Thrown for a frame the provider has no image of (404): 'No Image', not an error. */
export class NoImageError extends Error {
  constructor() {
    super('No Image');
    this.name = 'NoImageError';
  }
}

/**
 * GET …/:id/images/:frame or …/thumbnails/:frame: the JPEG. Rejects with `NoImageError` on 404,
 * an `ApiError` on any other failure or an answer that is not an image, the AbortError on abort.
 */
export async function fetchEventImage(
  kind: UnusualKind,
  eventId: string,
  frame: number,
  size: ImageSize,
  signal?: AbortSignal,
): Promise<Blob> {
  const endpoints = UNUSUAL_ENDPOINTS[kind];
  const endpoint = size === 'screenshot' ? endpoints.image : endpoints.thumbnail;
  const result = await requestFile(
    endpoint,
    { params: { id: eventId, frame: String(frame) } },
    { signal },
  );
  return pictureOf(result);
}

/** A picture's answer as a Blob: 404 is 'No Image', anything but an image is an error. */
async function pictureOf(result: Awaited<ReturnType<typeof requestFile>>): Promise<Blob> {
  if (!result.success && result.code === 404) throw new NoImageError();
  return imageOf(result);
}

/** GET /events/unusual/recordings/:id/preview: the recording's preview JPEG. */
export async function fetchRecordingPreview(uuid: string, signal?: AbortSignal): Promise<Blob> {
  const result = await requestFile(
    RECORDING_ENDPOINTS.preview,
    { params: { id: uuid } },
    { signal },
  );
  return pictureOf(result);
}
