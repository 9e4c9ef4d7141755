import * as v from 'valibot';
import { tabletCommandSchema } from './devices.schema';

/*
 * The tablet's side of the tablet socket (spec 001 §7 "The tablet socket is
 * /device/api/v1/sockets/tablet with the Authorization and restaurantUuid query parameters"):
 * besides the queue it shows, a kitchen tablet is told the console's commands on it. A tablet
 * connects with its own token as `Authorization`, which says which tablet it is; a user's token
 * gets the queue alone (docs/decisions/sign-in-and-access.md, "Every channel checks who is
 * there"). Frames are JSON text, as the queue's; their fields are ours (spec 001 §7 "Payload
 * details beyond those named are not shown"). The console itself never sends these: it learns
 * of an acknowledgement from the tablet's last command (GET /tablets/list).
 */

/** Tablet → provider: it received the command `uuid`. */
export const tabletFrameSchema = v.object({
  type: v.literal('COMMAND_ACK'),
  uuid: v.pipe(v.string(), v.nonEmpty()),
});
export type TabletFrame = v.InferOutput<typeof tabletFrameSchema>;

/** Provider → tablet: a command from the console (POST /tablets/command/{id}). */
export const commandFrameSchema = v.object({
  type: v.literal('COMMAND'),
  command: tabletCommandSchema,
});
export type CommandFrame = v.InferOutput<typeof commandFrameSchema>;
