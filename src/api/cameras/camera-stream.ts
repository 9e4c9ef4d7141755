import { useSyncExternalStore } from 'react';
import type { Camera, CameraRef } from './cameras.schema';

/*
 * Which stream is a camera's. Spec 001 names no camera field for it: its relation is the
 * camera's live start, POST /cameras/{id}/webrtc, whose answer is the stream's id (§3 "Stream
 * start result: id, pin", kept by a tile as "activeStreamId"; §7 line 175 "janusHost and
 * streamId"). That id is remembered here for the visit once a live player has started the camera,
 * so the History panel, the stream's details and its picture follow. A camera answer's own
 * `streamId` (ours) is the fallback before then (docs/decisions/video-and-cameras.md, "Spec-only
 * answers").
 */

const started = new Map<string, number>();
const listeners = new Set<() => void>();

const keyOf = (camera: CameraRef) => `${camera.restaurantUuid}/${camera.uuid}`;

/** A live start of `camera` answered `streamId` (the spec's start result). */
export function rememberCameraStream(camera: CameraRef, streamId: number): void {
  const key = keyOf(camera);
  if (started.get(key) === streamId) return;
  started.set(key, streamId);
  for (const listener of listeners) listener();
}

/** The camera's stream: its live start's answer, else the answer's `streamId`, else unknown. */
export function cameraStreamId(camera: CameraRef & Pick<Camera, 'streamId'>): number | undefined {
  return started.get(keyOf(camera)) ?? camera.streamId;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `cameraStreamId` (none without a camera), rendered again when a live start makes it known. */
export function useCameraStreamId(
  camera: (CameraRef & Pick<Camera, 'streamId'>) | undefined,
): number | undefined {
  return useSyncExternalStore(subscribe, () => (camera ? cameraStreamId(camera) : undefined));
}

/** When a session ends: the next user's cameras are learnt afresh. */
export function forgetCameraStreams(): void {
  started.clear();
}
