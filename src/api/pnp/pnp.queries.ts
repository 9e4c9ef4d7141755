import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { startStream, stopStream } from '../streams/streams.endpoints';
import { streamsQueries } from '../streams/streams.queries';
import {
  listArucoRestaurants,
  listArucoStreams,
  listPnpModes,
  listPnpZones,
  listPnpZoneStreams,
  startPnpZone,
  stopPnpZone,
} from './pnp.endpoints';
import type { PnpMode } from './pnp.schema';
import { ASK_ON_EVERY_MOUNT, asksAgainOnMount } from '../../lib/query-client';
import { resourceMutation } from '../resource-mutation';

/*
 * The plug-and-play pages' calls (spec 001 §7 "Plug-and-play", "Streams"). Every key starts with
 * 'pnp', so a start or stop refreshes the zones, the wall and the aruco lists alike.
 */

const all = () => ['pnp'] as const;

export const pnpQueries = {
  all,
  modes: () => endpointQuery(all(), listPnpModes, {}),
  /**
   * Whether a zone runs, and since when: asked again on every visit, never taken from the saved
   * cache, where a page reloaded just after a start still held the zone stopped; not again by
   * the mount of the page whose loader has just asked.
   */
  zones: (restaurantUuid: string) =>
    queryOptions({
      ...endpointQuery(all(), listPnpZones, { query: { restaurantUuid } }),
      staleTime: ASK_ON_EVERY_MOUNT,
      refetchOnMount: asksAgainOnMount,
    }),
  /** The zone's streams in the provider's wall order. */
  zoneStreams: (zoneUuid: string) =>
    endpointQuery(all(), listPnpZoneStreams, { params: { id: zoneUuid } }),
  arucoRestaurants: () => endpointQuery(all(), listArucoRestaurants, {}),
  arucoStreams: (restaurantUuid: string) =>
    endpointQuery(all(), listArucoStreams, { query: { restaurantUuid } }),
};

/**
 * Every change is followed by the plug-and-play calls, asked again whatever the outcome, and the
 * streams' (a started zone or stream is live: GET /streams/live).
 */
const pnpMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call, [streamsQueries.all()]);

type ZoneCommand = { zone: string; mode: PnpMode };
/** A stream or camera call goes to its restaurant (spec 001 §7 line 157). */
type InRestaurant<T> = T & { restaurantUuid: string };

export const pnpMutations = {
  startZone: () =>
    pnpMutation('start-zone', ({ zone, mode }: ZoneCommand) =>
      request(startPnpZone, { params: { id: zone }, body: { mode } }).then(unwrap),
    ),
  stopZone: () =>
    pnpMutation('stop-zone', ({ zone, mode }: ZoneCommand) =>
      request(stopPnpZone, { params: { id: zone }, body: { mode } }).then(unwrap),
    ),
  /**
   * POST /streams: aruco validation watches a stream (one viewer more), named by its id, the one
   * identifier an aruco row and the spec's Stream both have (001 §3 "Stream: id, …").
   */
  startStream: () =>
    pnpMutation(
      'start-stream',
      ({ restaurantUuid, streamId }: InRestaurant<{ streamId: number }>) =>
        request(startStream, {
          params: { restaurantId: restaurantUuid },
          body: { id: streamId },
        }).then(unwrap),
    ),
  stopStream: () =>
    pnpMutation('stop-stream', ({ restaurantUuid, streamId }: InRestaurant<{ streamId: number }>) =>
      request(stopStream, {
        params: { restaurantId: restaurantUuid, id: String(streamId) },
      }).then(unwrap),
    ),
};
