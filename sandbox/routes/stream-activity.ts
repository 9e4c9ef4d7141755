import {
  getStreamActivityImage,
  listStreamActivity,
  listStreamEventNames,
} from '../../src/api/stream-activity/stream-activity.endpoints';
import { pictureResponse } from '../camera-frames';
import { kitchenClock } from '../unusual-frames';
import type { SandboxApi } from '../context';
import { camerasOf } from '../model/cameras';
import { activityOf, eventNamesOf } from '../model/stream-activity';
import { canSeeRestaurant } from '../model/visibility';
import { fail, serve, serveBinary } from '../route';
import { ownStream, restaurantOf } from './camera-scope';
import { ownRestaurant } from './fryers';

/** Spec 001 §7 "Activity and support": the stream player's History panel. */
export function registerStreamActivityRoutes(api: SandboxApi): void {
  serve(api, listStreamActivity, ({ query, user, sandbox }) => {
    const stream =
      query.streamId !== undefined ? ownStream(user, sandbox, String(query.streamId)) : undefined;
    if (stream && query.restaurantUuid && stream.restaurantUuid !== query.restaurantUuid)
      fail(404, 'Stream not found');
    const restaurant = stream
      ? restaurantOf(sandbox, stream)
      : ownRestaurant(user, sandbox, query.restaurantUuid!);
    const cameras = stream ? [stream] : camerasOf(sandbox.chain).of(restaurant);
    const events = activityOf(sandbox.chain)
      .of(cameras, restaurant.timezone, sandbox.now(), query.startTime, query.endTime)
      .filter((event) => !query.eventName || event.eventName === query.eventName);
    const start = query.page * query.limit;
    return {
      content: events.slice(start, start + query.limit).map((event) => ({
        uuid: event.uuid,
        eventName: event.eventName,
        description: event.description,
        location: event.location,
        streamId: event.streamId,
        cameraUuid: event.cameraUuid,
        eventTime: event.eventTime,
        displayTime: kitchenClock(event.eventTime, restaurant.timezone),
      })),
      existNext: events.length > start + query.limit,
    };
  });

  serveBinary(api, getStreamActivityImage, ({ params, user, sandbox }) => {
    const event = activityOf(sandbox.chain).find(params.id);
    const camera = event ? camerasOf(sandbox.chain).find(event.cameraUuid) : undefined;
    if (!event || !camera || !canSeeRestaurant(user, camera.restaurantUuid))
      fail(404, 'Activity not found');
    return pictureResponse({
      cameraName: camera.name,
      station: camera.station,
      time: event.eventTime,
      timeZone: restaurantOf(sandbox, camera).timezone,
      width: 320,
      height: 240,
      type: 'jpeg',
      caption: event.description,
    });
  });

  serve(api, listStreamEventNames, ({ params, user, sandbox }) =>
    eventNamesOf(ownStream(user, sandbox, params.id).station),
  );
}
