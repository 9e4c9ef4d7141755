import * as v from 'valibot';
import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { recordLinkSchema, recordListQuerySchema, recordListSchema } from './records.schema';

/** Watching footage: the camera pages and the kitchen player, as recordings. */
const RECORDS_VIEW = [needs('CAMERAS'), needs('KITCHEN_PLAYER')] as const;

/** GET /records/list: the hour-long records meeting a time range, oldest first. */
export const listRecords = endpoint({
  method: 'GET',
  path: '/records/list',
  query: recordListQuerySchema,
  response: recordListSchema,
  auth: true,
  access: RECORDS_VIEW,
});

/** GET /records/link/{id} (with credentials): the record's HLS playlist path (`/hls/{id}/index.m3u8`). */
export const getRecordLink = endpoint({
  method: 'GET',
  path: '/records/link/:id',
  response: recordLinkSchema,
  auth: true,
  access: RECORDS_VIEW,
});

/** GET /records/download/{id}: the record as one MP4, with Content-Length and Content-Disposition. */
export const downloadRecord = endpoint({
  method: 'GET',
  path: '/records/download/:id',
  response: v.blob(),
  auth: true,
  access: RECORDS_VIEW,
  binary: true,
});

/** DELETE /records/{id}: the hour's footage is gone for good. */
export const deleteRecord = endpoint({
  method: 'DELETE',
  path: '/records/:id',
  response: voidResult,
  auth: true,
  access: needs('CAMERAS', 'DELETE'),
});
