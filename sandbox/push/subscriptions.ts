/**
 * The push subscriptions (docs/decisions/provider-api.md, "Push, our extension"): each belongs
 * to the session that posted it and ends with it, however it ends (sign-out, a block, a delete,
 * a password reset, an administrator): nobody signed out gets pushes. One endpoint is one
 * device: posted again by its user, it moves to the session that posted it; another user's is
 * refused (routes/push.ts), never taken over. One store per chain, dropped with it on reset (with
 * the sessions).
 */
import { perChain } from '../model/per-chain';
import type { Chain } from '../seed';

export interface PushSubscriptionRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userUuid: string;
  sessionId: string;
}

const store = perChain((): PushSubscriptionRecord[] => []);

/** The subscription of `endpoint`, whoever's it is. */
export function pushSubscriptionAt(
  chain: Chain,
  endpoint: string,
): PushSubscriptionRecord | undefined {
  return store(chain).find((record) => record.endpoint === endpoint);
}

/** How many subscriptions the session holds. */
export function sessionPushSubscriptionCount(chain: Chain, sessionId: string): number {
  return store(chain).filter((record) => record.sessionId === sessionId).length;
}

export function pushSubscriptionsOf(chain: Chain, userUuid: string): PushSubscriptionRecord[] {
  return store(chain).filter((record) => record.userUuid === userUuid);
}

/** The users with at least one device taking pushes. */
export function pushUsers(chain: Chain): string[] {
  return [...new Set(store(chain).map((record) => record.userUuid))];
}

export function addPushSubscription(chain: Chain, record: PushSubscriptionRecord): void {
  dropPushSubscription(chain, record.endpoint);
  store(chain).push(record);
}

/** Drops the subscription of `endpoint`; only `userUuid`'s when given (another's is kept). */
export function dropPushSubscription(chain: Chain, endpoint: string, userUuid?: string): void {
  const records = store(chain);
  const index = records.findIndex(
    (record) =>
      record.endpoint === endpoint && (userUuid === undefined || record.userUuid === userUuid),
  );
  if (index !== -1) records.splice(index, 1);
}

export function dropSessionPushSubscriptions(chain: Chain, sessionId: string): void {
  const records = store(chain);
  for (let index = records.length - 1; index >= 0; index--)
    if (records[index]!.sessionId === sessionId) records.splice(index, 1);
}
