import { endpoint } from '../../lib/endpoint';
import { voidResult } from '../../lib/tolerant-read';
import { pushKeySchema, pushSubscribeBodySchema, pushUnsubscribeBodySchema } from './push.schema';

/*
 * Push when the console is closed: our extension of the provider (docs/decisions/
 * provider-api.md, "Push, our extension"). A provider without it answers 404 (or 501), and the
 * console says it does not send push notifications; nothing else changes.
 */

/** GET /notification/push/key: the VAPID public key the browser subscribes with. */
export const pushKey = endpoint({
  method: 'GET',
  path: '/notification/push/key',
  response: pushKeySchema,
  auth: true,
  access: 'session',
});

/**
 * POST /notification/push/subscribe: this device takes the caller's notifications by Web Push.
 * The subscription belongs to the session that sent it and ends with it (sign-out, a block).
 */
export const subscribePush = endpoint({
  method: 'POST',
  path: '/notification/push/subscribe',
  body: pushSubscribeBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});

/** POST /notification/push/unsubscribe: this device stops; an unknown endpoint is no error. */
export const unsubscribePush = endpoint({
  method: 'POST',
  path: '/notification/push/unsubscribe',
  body: pushUnsubscribeBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});
