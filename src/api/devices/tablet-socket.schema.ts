import * as v from 'valibot';
import { tabletCommandSchema } from './devices.schema';

/*
 * The tablet's side of the tablet socket (spec 001 §7 "The tablet socket is
 * /device/api/v1/sockets/tablet with the Authorization and restaurantUuid query parameters"):
 * besides the queue it shows, a kitchen tablet is told the console's commands on it. Frames
 * are JSON text, as the queue's; their fields are ours (spec 001 §7 "Payload details beyond
 * those named are not shown"). The console itself never sends these: it learns of an
 * acknowledgement from the tablet's last command (GET /tablets/list).
 */

/** Tablet → provider: which tablet this connection is (one of the URL's restaurant). */
const tabletHelloFrameSchema = v.object({
  type: v.literal('TABLET'),
  tabletUuid: v.pipe(v.string(), v.nonEmpty()),
});

/** Tablet → provider: it received the command `uuid`. */
const commandAckFrameSchema = v.object({
  type: v.literal('COMMAND_ACK'),
  uuid: v.pipe(v.string(), v.nonEmpty()),
});

/** What a tablet may send on the socket. */
export const tabletFrameSchema = v.variant('type', [tabletHelloFrameSchema, commandAckFrameSchema]);
export type TabletFrame = v.InferOutput<typeof tabletFrameSchema>;

/** Provider → tablet: a command from the console (POST /tablets/command/{id}). */
export const commandFrameSchema = v.object({
  type: v.literal('COMMAND'),
  command: tabletCommandSchema,
});
export type CommandFrame = v.InferOutput<typeof commandFrameSchema>;
