import { infiniteQueryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { fetchImage } from '../fetch-image';
import { request, unwrap } from '../request';
import {
  getStreamActivityImage,
  listStreamActivity,
  listStreamEventNames,
} from './stream-activity.endpoints';
import { STREAM_ACTIVITY_PAGE_SIZE } from './stream-activity.schema';

const all = () => ['stream-activity'] as const;

export const streamActivityQueries = {
  all,
  /**
   * GET /events/streamActivity: one stream's activity, newest first, a page (from 0) at a time
   * until `existNext` is false; `eventName` narrows it.
   */
  list: ({ streamId, eventName }: { streamId: number; eventName?: string }) =>
    infiniteQueryOptions({
      queryKey: [...all(), listStreamActivity.path, { streamId, eventName }] as const,
      queryFn: ({ pageParam, signal }) =>
        request(
          listStreamActivity,
          {
            query: {
              streamId,
              ...(eventName ? { eventName } : {}),
              page: pageParam,
              limit: STREAM_ACTIVITY_PAGE_SIZE,
            },
          },
          { signal },
        ).then(unwrap),
      initialPageParam: 0,
      getNextPageParam: (lastPage, _pages, lastPageParam) =>
        lastPage.existNext ? lastPageParam + 1 : undefined,
    }),
  /** GET /events/streamActivity/eventNames/{streamId}: the names its activity has, A–Z. */
  eventNames: (streamId: number) =>
    endpointQuery(all(), listStreamEventNames, { params: { id: String(streamId) } }),
};

/** GET /events/streamActivity/{id}/image: the camera's JPEG at the event. */
export function fetchStreamActivityImage(uuid: string, signal?: AbortSignal): Promise<Blob> {
  return fetchImage(getStreamActivityImage, { params: { id: uuid } }, signal);
}
