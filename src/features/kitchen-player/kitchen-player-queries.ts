import { endpointQuery } from '../../api/endpoint-query';
import { listCameraRecordings } from '../../api/recordings/recordings.endpoints';
import { recordingsQueries } from '../../api/recordings/recordings.queries';

/**
 * GET /cameras/{id}/recordings: one camera's, newest first. Under the recordings' key, so a
 * change on the recordings page reaches it.
 */
export const cameraRecordingsQuery = (cameraUuid: string) =>
  endpointQuery(recordingsQueries.all(), listCameraRecordings, { params: { id: cameraUuid } });
