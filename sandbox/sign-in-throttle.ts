/**
 * Failed attempts per key in a sliding window: `limit` failures within `windowMs` lock further
 * attempts for that key until the oldest of them leaves the window. Sign-in counts by the e-mail
 * typed, whether or not it exists, so the lock does not reveal accounts; other kinds of attempt
 * (the multi-factor code checks, routes/multi-factor.ts) count in the same store with limits
 * of their own, so that one reset clears them all.
 */
export interface AttemptThrottle {
  /** Milliseconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  clear(key: string): void;
}

export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/** Sign-in's attempts (by e-mail), and the store every other kind of attempt shares. */
export interface SignInThrottle extends AttemptThrottle {
  /** The attempts of kind `name`, counted apart from sign-in's with their own limit. */
  kind(name: string, limit: AttemptLimit): AttemptThrottle;
  /** Forgets every failure of every kind. */
  reset(): void;
}

export function createSignInThrottle(
  options: AttemptLimit & { now: () => number },
): SignInThrottle {
  const failures = new Map<string, number[]>();

  /** One kind's attempts: keys are written `kind NUL key`, so kinds never share a count. */
  function attempts(
    name: string,
    { limit, windowMs }: AttemptLimit,
    normalise = (key: string) => key,
  ) {
    const keyOf = (key: string) => `${name}\u0000${normalise(key)}`;
    const recent = (key: string) => {
      const since = options.now() - windowMs;
      const times = (failures.get(keyOf(key)) ?? []).filter((time) => time > since);
      failures.set(keyOf(key), times);
      return times;
    };
    return {
      retryAfter(key: string) {
        const times = recent(key);
        if (times.length < limit) return 0;
        // Unlocks when enough failures leave the window to bring the count under the limit.
        const unlockingFailure = times[times.length - limit] ?? options.now();
        return Math.max(1, unlockingFailure + windowMs - options.now());
      },
      recordFailure(key: string) {
        recent(key).push(options.now());
      },
      clear(key: string) {
        failures.delete(keyOf(key));
      },
    };
  }

  const kinds = new Map<string, AttemptThrottle>();
  return {
    ...attempts('sign-in', options, (email) => email.trim().toLowerCase()),
    kind(name, limit) {
      let kind = kinds.get(name);
      if (!kind) {
        kind = attempts(name, limit);
        kinds.set(name, kind);
      }
      return kind;
    },
    reset() {
      failures.clear();
    },
  };
}

/** '3 minutes', '1 minute': a 429's wait in whole minutes, rounded up. */
export function minutes(waitMs: number): string {
  const count = Math.ceil(waitMs / 60_000);
  return `${count} minute${count === 1 ? '' : 's'}`;
}
