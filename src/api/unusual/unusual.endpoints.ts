import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { UNUSUAL_KINDS, UNUSUAL_KIND_KEYS, type UnusualKind } from '../../lib/unusual-kinds';
import {
  recordingPageSchema,
  unusualListQuerySchema,
  unusualPageSchema,
  unusualRecordingSchema,
  unusualScopeSchema,
  unusualTotalSchema,
} from './unusual.schema';

const UNUSUAL_VIEW = needs('UNUSUAL');
const UNUSUAL_DELETE = needs('UNUSUAL', 'DELETE');

/**
 * A kind's five calls (spec 001 §7: "GET /events/unusual. Helpers serve dump potato, empty pan,
 * identical markers, unusual events, wrong marker"; their paths are ours): the list, cursor
 * paged; its count; DELETE of one event, which every call then leaves out; and each screenshot
 * as a 1920×1080 JPEG and a 300×300 thumbnail (`:frame` from 0; 404 for one the camera lost).
 * Declared by one rule so that the kinds differ in nothing but their path.
 */
function kindEndpoints(path: string) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      query: unusualListQuerySchema,
      response: unusualPageSchema,
      auth: true,
      access: UNUSUAL_VIEW,
    }),
    total: endpoint({
      method: 'GET',
      path: `${path}/total`,
      query: unusualScopeSchema,
      response: unusualTotalSchema,
      auth: true,
      access: UNUSUAL_VIEW,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      response: v.unknown(),
      auth: true,
      access: UNUSUAL_DELETE,
    }),
    image: endpoint({
      method: 'GET',
      path: `${path}/:id/images/:frame`,
      response: v.blob(),
      auth: true,
      access: UNUSUAL_VIEW,
      binary: true,
    }),
    thumbnail: endpoint({
      method: 'GET',
      path: `${path}/:id/thumbnails/:frame`,
      response: v.blob(),
      auth: true,
      access: UNUSUAL_VIEW,
      binary: true,
    }),
  };
}

export type UnusualKindEndpoints = ReturnType<typeof kindEndpoints>;

export const UNUSUAL_ENDPOINTS = Object.fromEntries(
  UNUSUAL_KIND_KEYS.map((kind) => [kind, kindEndpoints(UNUSUAL_KINDS[kind].apiPath)]),
) as Record<UnusualKind, UnusualKindEndpoints>;

const RECORDINGS = '/events/unusual/recordings';

/**
 * The unusual recordings (spec 001 §7 "unusual recordings (list, get, preview, download)"):
 * the list, newest first, cursor paged; one recording; its preview, a 320×180 JPEG; and its
 * video, an MP4 with Content-Length (spec 001 §4 "Download": progress at most every 500 ms).
 */
export const RECORDING_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: RECORDINGS,
    query: unusualListQuerySchema,
    response: recordingPageSchema,
    auth: true,
    access: UNUSUAL_VIEW,
  }),
  get: endpoint({
    method: 'GET',
    path: `${RECORDINGS}/:id`,
    response: unusualRecordingSchema,
    auth: true,
    access: UNUSUAL_VIEW,
  }),
  preview: endpoint({
    method: 'GET',
    path: `${RECORDINGS}/:id/preview`,
    response: v.blob(),
    auth: true,
    access: UNUSUAL_VIEW,
    binary: true,
  }),
  download: endpoint({
    method: 'GET',
    path: `${RECORDINGS}/:id/download`,
    response: v.blob(),
    auth: true,
    access: UNUSUAL_VIEW,
    binary: true,
  }),
};
