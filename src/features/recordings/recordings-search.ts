import type { RecordingStatus } from '../../api/recordings/recordings.schema';
import { defineListSearch, oneOf, urlId } from '../../lib/list-search';

/** The statuses a list may be narrowed to (no schema import: this runs in the entry). */
export const STATUS_FILTERS = [
  'SCHEDULED',
  'RECORDING',
  'FINISHED',
] as const satisfies readonly RecordingStatus[];

/**
 * `/cameras/recordings`: its status filter (absent: all), page and size, and `recording`, the
 * one open in the player (read from GET /recordings/{id}, so a link to it works).
 */
export const recordingsSearch = defineListSearch({
  status: oneOf(STATUS_FILTERS),
  recording: urlId,
});

export type RecordingsSearch = ReturnType<typeof recordingsSearch.validate>;

/** `/kitchen-player/recordings`: finished recordings only, so its page, size and open one. */
export const finishedRecordingsSearch = defineListSearch({ recording: urlId });
