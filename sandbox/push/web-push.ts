/**
 * Web Push, our extension (docs/decisions/provider-api.md, "Push, our extension"): the sandbox
 * sends each notification it stores to the subscriptions of its user, VAPID-signed (RFC 8292)
 * and encrypted aes128gcm (RFC 8291) by the `web-push` library.
 *
 * Where it may send (`allowedEndpoint`): a subscription's endpoint is a URL anyone signed in
 * may post, and the sandbox makes a request to it, so it must not be a way to reach whatever
 * listens beside the sandbox (Prometheus, Janus's admin API, the control API) or on its network.
 * It sends over HTTPS only: to the push services on loopback it was told of (a test's receiver:
 * `SANDBOX_PUSH_SERVICE` or the `loopbackServices` option, none by default), and with
 * `SANDBOX_PUSH_TO=any` (or `toAnyHost`) to the browser vendors' push services too, on their
 * default port. Tests and the e2e server never reach a real push service; a person trying push
 * on their phone starts the sandbox with `SANDBOX_PUSH_TO=any`.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '../../src/api/push/push.schema';
import type { Chain } from '../seed';
import { dropPushSubscription, pushSubscriptionsOf } from './subscriptions';

export interface PushOptions {
  /** The agent the push requests go through (a test's trusts its loopback receiver's key). */
  agent?: Agent;
  /** Send to the browser vendors' push services too; default `SANDBOX_PUSH_TO=any`. */
  toAnyHost?: boolean;
  /**
   * The push services on loopback the sandbox may send to, as origins
   * (`https://127.0.0.1:8443`), read at each send; default `SANDBOX_PUSH_SERVICE`
   * (comma-separated), else none.
   */
  loopbackServices?: readonly string[];
}

export interface PushSender {
  /** The VAPID public key, base64url: what `GET /notification/push/key` answers. */
  publicKey: string;
  /** Sends `message` to every subscription of the user; those reported gone are dropped. */
  send(chain: Chain, userUuid: string, message: PushMessage): void;
}

/** RFC 8292 §2.1: the JWT's `sub`, a contact for the push service's operator. */
const VAPID_SUBJECT = 'mailto:sandbox@example.invalid';
/** How long a push service keeps a message for a device that is off (seconds). */
const TTL_SECONDS = 24 * 60 * 60;

/** The key pair: `SANDBOX_VAPID_PUBLIC_KEY` and `_PRIVATE_KEY`, else a new pair per process. */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const publicKey = process.env.SANDBOX_VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.SANDBOX_VAPID_PRIVATE_KEY?.trim();
  return publicKey && privateKey ? { publicKey, privateKey } : webpush.generateVAPIDKeys();
}

/**
 * The hosts of the push services browsers subscribe with: Chrome and Edge (Firebase Cloud
 * Messaging), Firefox (Mozilla's autopush), Safari (Apple), Windows (WNS, one host per region).
 */
const VENDOR_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

function isVendorHost(hostname: string): boolean {
  return VENDOR_PUSH_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** `SANDBOX_PUSH_SERVICE`: origins, comma-separated; unset, none. */
function loopbackServicesFromEnv(): string[] {
  return (process.env.SANDBOX_PUSH_SERVICE ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

/** Whether the sandbox may send to `endpoint` (see the top of this file). */
function allowedEndpoint(
  endpoint: string,
  { toAnyHost, loopbackServices }: Required<Pick<PushOptions, 'toAnyHost' | 'loopbackServices'>>,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (loopbackServices.includes(url.origin)) return true;
  return toAnyHost && url.port === '' && isVendorHost(url.hostname);
}

/** RFC 8030 §7.3 and §8.2: 404 and 410 say the subscription is gone for good. */
function isGone(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 410;
}

export function createPushSender(options: PushOptions = {}): PushSender {
  const keys = vapidKeys();
  const toAnyHost = options.toAnyHost ?? process.env.SANDBOX_PUSH_TO === 'any';
  const loopbackServices = options.loopbackServices ?? loopbackServicesFromEnv();
  return {
    publicKey: keys.publicKey,
    send(chain, userUuid, message) {
      const payload = JSON.stringify(message);
      for (const subscription of pushSubscriptionsOf(chain, userUuid)) {
        if (!allowedEndpoint(subscription.endpoint, { toAnyHost, loopbackServices })) continue;
        webpush
          .sendNotification(subscription, payload, {
            vapidDetails: { subject: VAPID_SUBJECT, ...keys },
            TTL: TTL_SECONDS,
            // A critical alert wakes a sleeping phone; the rest may wait for it (RFC 8030 §5.3).
            urgency: message.type === 'ERROR' ? 'high' : 'normal',
            ...(options.agent && { agent: options.agent }),
          })
          .catch((error: unknown) => {
            if (isGone(error)) dropPushSubscription(chain, subscription.endpoint);
            else
              console.error(
                `Push to ${new URL(subscription.endpoint).host} failed: ${String(error)}`,
              );
          });
      }
    },
  };
}
