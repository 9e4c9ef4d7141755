import * as v from 'valibot';
import { notificationSchema } from '../notifications/notifications.schema';

/**
 * Web Push, our extension of the provider (docs/decisions/provider-api.md, "Push, our
 * extension"): spec 001 §7 gives only the live socket, so a provider may not have it at all.
 */

/** The applicationServerKey (VAPID, RFC 8292) a browser subscribes with: base64url, P-256. */
export const pushKeySchema = v.object({ publicKey: v.pipe(v.string(), v.minLength(1)) });
export type PushKey = v.InferOutput<typeof pushKeySchema>;

/** What `PushSubscription.toJSON()` gives: the push service's endpoint and the keys (RFC 8291). */
export const pushSubscribeBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2048)),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    auth: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  }),
});
export type PushSubscribeBody = v.InferInput<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2048)),
});

/**
 * One push message's payload: the notification exactly as the live socket sends it (spec 000
 * §7 "Live channel"), and the restaurant's number when the event has one (the socket's message
 * names it only inside its HTML).
 */
export const pushMessageSchema = v.object({
  ...notificationSchema.entries,
  restaurantNumber: v.optional(v.number()),
});
export type PushMessage = v.InferOutput<typeof pushMessageSchema>;
