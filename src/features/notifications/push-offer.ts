import { useSyncExternalStore } from 'react';

/*
 * The bell's offer of push on this device (docs/decisions/provider-api.md, "Push, our
 * extension"): shown once, gently, after the first live notification arrives, and never again
 * on this device once answered (Turn on or Not now); the user's settings keep the option.
 */

const ANSWERED_KEY = 'kc.pushOfferAnswered';

let arrived = false;
const listeners = new Set<() => void>();

/** A live notification arrived in the bell (use-live-notifications.ts). */
export function noteNotificationArrived(): void {
  if (arrived) return;
  arrived = true;
  listeners.forEach((listener) => listener());
}

/**
 * The signed-in screens left (sign-out, a session ended): the next user's offer waits for their
 * own first notification, on a kitchen tablet shared between users.
 */
export function forgetNotificationArrival(): void {
  if (!arrived) return;
  arrived = false;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the offer may show now: a notification arrived and the offer was never answered. */
export function usePushOfferDue(): boolean {
  const hasArrived = useSyncExternalStore(subscribe, () => arrived);
  return hasArrived && localStorage.getItem(ANSWERED_KEY) === null;
}

export function answerPushOffer(): void {
  localStorage.setItem(ANSWERED_KEY, '1');
}
