import type { RecordingStatus } from '../../api/recordings/recordings.schema';
import { defineListSearch, oneOf } from '../../lib/list-search';

/** The statuses a list may be narrowed to (no schema import: this runs in the entry). */
export const STATUS_FILTERS = [
  'SCHEDULED',
  'RECORDING',
  'FINISHED',
] as const satisfies readonly RecordingStatus[];

/** `/cameras/recordings`: its status filter (absent: all), page and size. */
export const recordingsSearch = defineListSearch({ status: oneOf(STATUS_FILTERS) });

export type RecordingsSearch = ReturnType<typeof recordingsSearch.validate>;

/** `/kitchen-player/recordings`: finished recordings only, so its page and size alone. */
export const finishedRecordingsSearch = defineListSearch({});
