import { mutationOptions } from '@tanstack/react-query';
import { downloadFile, type DownloadOptions, type DownloadOutcome } from '../download';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap, type ApiResult } from '../request';
import { deleteRecord, downloadRecord, getRecordLink } from './records.endpoints';

const all = () => ['records'] as const;

/** Every query that reads records (GET /records/list and what is built on it) sits under `all`. */
export const recordsQueries = {
  all,
  /** GET /records/link/{id}: where a record, or a recording by its recordingId, plays. */
  link: (id: string) => endpointQuery(all(), getRecordLink, { params: { id } }),
};

/**
 * DELETE /records/{id}: the hour of footage is gone for good; whatever reads records is asked
 * again whatever the outcome, so a list shows what the provider now has.
 */
export const recordsMutations = {
  remove: () =>
    mutationOptions({
      mutationKey: [...all(), 'remove'],
      mutationFn: (id: string) => request(deleteRecord, { params: { id } }).then(unwrap),
      onSettled: (_data, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: all() }),
    }),
};

/**
 * GET /records/download/{id}: the hour as one MP4 read with progress (at most every 500 ms),
 * named by the Content-Disposition header, else `fallbackName`.
 */
export function downloadFootage(
  id: string,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return downloadFile(downloadRecord, { params: { id } }, fallbackName, options);
}
