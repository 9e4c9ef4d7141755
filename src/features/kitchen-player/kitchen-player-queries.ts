import { endpointQuery } from '../../api/endpoint-query';
import { listCameraRecordings } from '../../api/recordings/recordings.endpoints';
import { recordingsQueries } from '../../api/recordings/recordings.queries';

/**
 * GET /cameras/{id}/recordings, under the camera proxy of its restaurant: one camera's, newest
 * first. Under the recordings' key, so a change on the recordings page reaches it.
 */
export const cameraRecordingsQuery = (camera: { uuid: string; restaurantUuid: string }) =>
  endpointQuery(recordingsQueries.all(), listCameraRecordings, {
    params: { restaurantId: camera.restaurantUuid, id: camera.uuid },
  });
