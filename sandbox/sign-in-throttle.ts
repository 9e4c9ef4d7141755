/**
 * Failed sign-ins per email in a sliding window: more than `limit` failures within
 * `windowMs` lock further attempts for that email until the oldest failure leaves the window.
 * Keyed by the email typed, whether or not it exists, so the lock does not reveal accounts.
 */
export interface SignInThrottle {
  /** Milliseconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfter(email: string): number;
  recordFailure(email: string): void;
  clear(email: string): void;
  reset(): void;
}

export function createSignInThrottle(options: {
  now: () => number;
  limit: number;
  windowMs: number;
}): SignInThrottle {
  const failures = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();
  const recent = (email: string) => {
    const since = options.now() - options.windowMs;
    const times = (failures.get(key(email)) ?? []).filter((time) => time > since);
    failures.set(key(email), times);
    return times;
  };

  return {
    retryAfter(email) {
      const times = recent(email);
      if (times.length < options.limit) return 0;
      // Unlocks when enough failures leave the window to bring the count under the limit.
      const unlockingFailure = times[times.length - options.limit] ?? options.now();
      return Math.max(1, unlockingFailure + options.windowMs - options.now());
    },
    recordFailure(email) {
      recent(email).push(options.now());
    },
    clear(email) {
      failures.delete(key(email));
    },
    reset() {
      failures.clear();
    },
  };
}
