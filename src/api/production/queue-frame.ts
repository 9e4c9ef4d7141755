import * as v from 'valibot';
import { readAnswer, tolerantArray, type UnreadableRows } from '../../lib/tolerant-read';
import { QUEUE_CONNECTION_STATES, type QueueConnectionState } from './production.constants';
import {
  queueBatchSchema,
  queueMessageSchema,
  type QueueBatch,
  type QueueMessage,
} from './production.schema';

/**
 * What one tablet-socket frame says, whichever shape it came in: one of our extension's messages
 * (production.schema queueMessageSchema), or, in the spec's own terms (001 §3 "Queue batch", §4
 * "Queue connection: BEGIN and COMPLETED"), BATCHES: one batch or a list of them, changed or new.
 * A spec frame has no `seq` or `at`.
 */
export type QueueUpdate =
  QueueMessage | { type: 'BATCHES'; seq: null; at: null; batches: QueueBatch[] };

export interface ReadFrame {
  /** Null: nothing the console can use (not JSON, or no shape it knows). */
  update: QueueUpdate | null;
  /** The frame's rows (batches, materials, orders) that could not be read, left out. */
  unreadable: UnreadableRows;
}

const NONE: UnreadableRows = { count: 0, reasons: [] };
const batchList = tolerantArray(queueBatchSchema);

function connection(state: QueueConnectionState): QueueUpdate {
  return { type: 'CONNECTION', seq: null, at: null, state };
}

function connectionState(value: unknown): QueueConnectionState | null {
  return (QUEUE_CONNECTION_STATES as readonly unknown[]).includes(value)
    ? (value as QueueConnectionState)
    : null;
}

function batches(list: QueueBatch[]): QueueUpdate {
  return { type: 'BATCHES', seq: null, at: null, batches: list };
}

function parseJson(text: string): { json: unknown } | null {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return null;
  }
}

function readList(list: unknown[]): ReadFrame {
  const { parsed, unreadable } = readAnswer(batchList, list);
  return { update: parsed.success ? batches(parsed.output) : null, unreadable };
}

/**
 * Reads one text frame of the tablet socket. In order: our typed messages (`type`); BEGIN or
 * COMPLETED, bare or as `{ state }` / `{ connection }`; a list of batches (an array, or
 * `{ batches: [...] }` with nothing else of ours); one batch. A batch or list row that cannot be
 * read is left out and counted, as a list's row is (lib/tolerant-read.ts): a lone batch that
 * cannot be read is one such row.
 */
export function readQueueFrame(data: unknown): ReadFrame {
  if (typeof data !== 'string') return { update: null, unreadable: NONE };
  const bare = connectionState(data.trim());
  if (bare) return { update: connection(bare), unreadable: NONE };
  const parsedJson = parseJson(data);
  if (!parsedJson) return { update: null, unreadable: NONE };
  const { json } = parsedJson;
  const quoted = connectionState(json);
  if (quoted) return { update: connection(quoted), unreadable: NONE };
  if (Array.isArray(json)) return readList(json);
  if (typeof json !== 'object' || json === null) return { update: null, unreadable: NONE };
  const frame = json as Record<string, unknown>;
  if (typeof frame.type === 'string') {
    const { parsed, unreadable } = readAnswer(queueMessageSchema, json);
    return { update: parsed.success ? parsed.output : null, unreadable };
  }
  if (!('uuid' in frame)) {
    const state = connectionState(frame.state) ?? connectionState(frame.connection);
    if (state) return { update: connection(state), unreadable: NONE };
    if (Array.isArray(frame.batches)) return readList(frame.batches);
    return { update: null, unreadable: NONE };
  }
  const { parsed, unreadable } = readAnswer(queueBatchSchema, json);
  if (parsed.success) return { update: batches([parsed.output]), unreadable };
  return {
    update: null,
    unreadable: {
      count: unreadable.count + 1,
      reasons: [...unreadable.reasons, v.summarize(parsed.issues)].slice(0, 3),
    },
  };
}
