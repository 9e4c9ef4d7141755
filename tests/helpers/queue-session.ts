import * as v from 'valibot';
import { queueMessageSchema, type QueueMessage } from '../../src/api/production/production.schema';
import session from '../fixtures/production-queue/session.json';

/**
 * The recorded tablet-socket session of restaurant 1001 (tests/fixtures/production-queue,
 * record.ts), each frame checked against the socket's schema as the console parses it.
 */
export function recordedQueueSession(): {
  restaurantNumber: number;
  timeZone: string;
  frames: QueueMessage[];
} {
  return {
    restaurantNumber: session.restaurantNumber,
    timeZone: session.timeZone,
    frames: session.frames.map((frame) => v.parse(queueMessageSchema, frame)),
  };
}
