import { pushKey, subscribePush, unsubscribePush } from '../../src/api/push/push.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import {
  addPushSubscription,
  dropPushSubscription,
  pushSubscriptionAt,
  sessionPushSubscriptionCount,
} from '../push/subscriptions';
import { fail, serve } from '../route';

/**
 * Push, our extension (docs/decisions/provider-api.md, "Push, our extension"). The spec-shaped
 * provider (SANDBOX_PROFILE=spec) has only the socket of spec 001 §7 and answers 404, as a
 * provider without the extension would.
 */
function refuseWithoutPush(sandbox: SandboxContext): void {
  if (sandbox.profile === 'spec') fail(404, 'Not found');
}

/**
 * Subscriptions one session may hold. A browser has one per console it installed, and a new
 * one when its push service rotates it (the old one is turned off): a few are plenty, and a
 * session may not fill the store, nor make the sandbox send to a thousand endpoints.
 */
export const PUSH_SUBSCRIPTIONS_PER_SESSION = 5;

export function registerPushRoutes(api: SandboxApi): void {
  serve(api, pushKey, ({ sandbox }) => {
    refuseWithoutPush(sandbox);
    return { publicKey: sandbox.push.publicKey };
  });

  /**
   * Another user's endpoint is refused, not taken over: whoever posted it would get that user's
   * notifications' place on the device, or strip them of their pushes (409). The caller's own
   * moves to this session. A session holds at most `PUSH_SUBSCRIPTIONS_PER_SESSION` (409).
   */
  serve(api, subscribePush, ({ body, user, session, sandbox }) => {
    refuseWithoutPush(sandbox);
    const held = pushSubscriptionAt(sandbox.chain, body.endpoint);
    if (held && held.userUuid !== user.uuid)
      fail(
        409,
        'This device takes push notifications for another account: turn them off there first',
      );
    const alreadyHere = held?.sessionId === session.id;
    if (
      !alreadyHere &&
      sessionPushSubscriptionCount(sandbox.chain, session.id) >= PUSH_SUBSCRIPTIONS_PER_SESSION
    )
      fail(
        409,
        `A session takes push notifications on at most ${PUSH_SUBSCRIPTIONS_PER_SESSION} subscriptions: turn one off first`,
      );
    addPushSubscription(sandbox.chain, {
      endpoint: body.endpoint,
      keys: body.keys,
      userUuid: user.uuid,
      sessionId: session.id,
    });
    return null;
  });

  /** Only the caller's own subscription goes: another user's endpoint is left alone. */
  serve(api, unsubscribePush, ({ body, user, sandbox }) => {
    refuseWithoutPush(sandbox);
    dropPushSubscription(sandbox.chain, body.endpoint, user.uuid);
    return null;
  });
}
