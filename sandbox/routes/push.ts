import { pushKey, subscribePush, unsubscribePush } from '../../src/api/push/push.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { addPushSubscription, dropPushSubscription } from '../push/subscriptions';
import { fail, serve } from '../route';

/**
 * Push, our extension (docs/decisions/provider-api.md, "Push, our extension"). The spec-shaped
 * provider (SANDBOX_PROFILE=spec) has only the socket of spec 001 §7 and answers 404, as a
 * provider without the extension would.
 */
function refuseWithoutPush(sandbox: SandboxContext): void {
  if (sandbox.profile === 'spec') fail(404, 'Not found');
}

export function registerPushRoutes(api: SandboxApi): void {
  serve(api, pushKey, ({ sandbox }) => {
    refuseWithoutPush(sandbox);
    return { publicKey: sandbox.push.publicKey };
  });

  serve(api, subscribePush, ({ body, user, session, sandbox }) => {
    refuseWithoutPush(sandbox);
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
