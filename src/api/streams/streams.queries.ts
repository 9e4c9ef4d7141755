import { queryOptions } from '@tanstack/react-query';
import { ASK_ON_EVERY_MOUNT, asksAgainOnMount } from '../../lib/query-client';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { deleteStream, getStream, listLiveStreams, updateStream } from './streams.endpoints';
import { resourceMutation } from '../resource-mutation';

/*
 * Managing a stream (spec 001 §7 line 173 "GET /streams/live (result read from content); GET, PUT
 * and DELETE /streams/{id}"): plug-and-play lists the kitchen's live streams, and plug-and-play
 * and the kitchen player show a stream's details, rename it and end it. Every call goes to the
 * stream's own restaurant (the proxy prefix of line 157).
 */

const all = () => ['streams'] as const;

/** A stream as the provider's proxy addresses it: its restaurant and its mountpoint id. */
export interface StreamRef {
  restaurantUuid: string;
  id: number;
}

const streamParams = (stream: StreamRef) => ({
  restaurantId: stream.restaurantUuid,
  id: String(stream.id),
});

export const streamsQueries = {
  all,
  /**
   * Who watches what changes by the minute: asked again on every visit, never from the cache;
   * not again by the mount of the page whose loader has just asked.
   */
  live: (restaurantUuid: string) =>
    queryOptions({
      ...endpointQuery(all(), listLiveStreams, { params: { restaurantId: restaurantUuid } }),
      staleTime: ASK_ON_EVERY_MOUNT,
      refetchOnMount: asksAgainOnMount,
    }),
  stream: (stream: StreamRef) =>
    queryOptions({
      ...endpointQuery(all(), getStream, { params: streamParams(stream) }),
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
};

/**
 * A stream's description is its camera's name, and plug-and-play's lists name its streams: a
 * rename or an end is followed by the streams, the cameras and plug-and-play asked again.
 */
const streamMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call, [['cameras'], ['pnp']]);

export const streamsMutations = {
  /** PUT /streams/{id}: its description (the camera's name); 409 for a name the kitchen has. */
  rename: () =>
    streamMutation(
      'rename',
      ({ stream, description }: { stream: StreamRef; description: string }) =>
        request(updateStream, { params: streamParams(stream), body: { description } }).then(unwrap),
    ),
  /** DELETE /streams/{id}: ends it for everyone watching; the camera stays. */
  end: () =>
    streamMutation('end', (stream: StreamRef) =>
      request(deleteStream, { params: streamParams(stream) }).then(unwrap),
    ),
};
