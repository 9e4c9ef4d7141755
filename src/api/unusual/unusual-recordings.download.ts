import { downloadFile, type DownloadOptions } from '../download';
import { RECORDING_ENDPOINTS } from './unusual.endpoints';

// Apart from unusual.queries.ts, which the five event pages load: only the recordings page
// downloads, and the download code stays out of the others' first page.

/**
 * GET /events/unusual/recordings/:id/download: the video under its Content-Disposition name,
 * with percentage progress at most every 500 ms (spec 001 §4, §9) and abort (`signal`).
 */
export function downloadRecording(
  uuid: string,
  fallbackName: string,
  options: DownloadOptions = {},
) {
  return downloadFile(
    RECORDING_ENDPOINTS.download,
    { params: { id: uuid } },
    fallbackName,
    options,
  );
}
