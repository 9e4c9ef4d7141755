import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { recordingsQueries } from '../../api/recordings/recordings.queries';
import { recordingPlayback, type Recording } from '../../api/recordings/recordings.schema';

/** How often a recording that cannot play yet is asked again: its status moves on (spec 001 §4). */
const DETAIL_REFRESH_MS = 5_000;

/**
 * GET /recordings/{id} for the recording the URL names (`recording`): the provider's word on it,
 * not the list's row, so a link to it opens whatever page or filter the list shows. Asked again
 * every 5 s while it is scheduled, recording or not yet playable.
 */
export function useRecordingDetail(
  uuid: string | undefined,
  /** The page's kitchen: the restaurant of a recording whose answer names none. */
  restaurantUuid?: string,
): UseQueryResult<Recording> {
  return useQuery({
    ...recordingsQueries.detail(uuid ?? ''),
    enabled: uuid !== undefined,
    refetchInterval: (query) =>
      query.state.data && recordingPlayback(query.state.data, Date.now(), restaurantUuid) === null
        ? DETAIL_REFRESH_MS
        : false,
  });
}
