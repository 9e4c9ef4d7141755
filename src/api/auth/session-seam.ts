import type { AnyEndpoint } from '../../lib/endpoint';
import { setAuthSeam, type ApiFailure } from '../request';
import {
  confirmMultiFactorEnable,
  disableMultiFactor,
  signIn,
  verifyMultiFactor,
  verifyRecoveryCode,
} from './auth.endpoints';
import {
  AUTO_REFRESH_INTERVAL_MS,
  ensureFreshToken,
  refreshSession,
  shouldAutoRefresh,
} from './token-refresh';
import { markBlocked, readSession } from './session-store';

/** Spec 000 §8: the messages that start a flow. */
const PASSWORD_EXPIRED_MESSAGE = 'Password is expired';
const USER_BLOCKED_MESSAGE = 'User is blocked';
const MULTI_FACTOR_REQUIRED_MESSAGE = 'Multi-factor verification required';
/** The session may only set multi-factor up (docs/decisions/sign-in-and-access.md, "Required multi-factor setup"). */
const MULTI_FACTOR_SETUP_REQUIRED_MESSAGE = 'Multi-factor setup required';

/**
 * The calls whose own page shows their 429, the provider's message with how long to wait:
 * sign-in and the multi-factor code checks (docs/decisions/sign-in-and-access.md, "Every
 * channel checks who is there"). The global notice would only repeat it, vaguer.
 */
const OWN_TOO_MANY: ReadonlySet<AnyEndpoint> = new Set([
  signIn,
  verifyMultiFactor,
  verifyRecoveryCode,
  confirmMultiFactorEnable,
  disableMultiFactor,
]);

/** What the console does when the provider says the session cannot go on as it is. */
export interface SessionEvents {
  /** The session is over (a 401 the refresh could not mend): clear it, go to sign-in. */
  sessionEnded(): void;
  passwordExpired(): void;
  blocked(): void;
  multiFactorRequired(): void;
  multiFactorSetupRequired(): void;
  /** 429 on anything but sign-in and the code checks: one global notice. */
  tooManyRequests(): void;
}

export type FailureFlow = keyof Omit<SessionEvents, 'sessionEnded'>;

/** Which flow a failure starts (spec 000 §8), if any. */
export function flowFor(failure: ApiFailure, endpoint: AnyEndpoint): FailureFlow | null {
  if (failure.code === 400 && failure.message === PASSWORD_EXPIRED_MESSAGE)
    return 'passwordExpired';
  if (failure.code === 403 && failure.message === USER_BLOCKED_MESSAGE) return 'blocked';
  if (failure.code === 403 && failure.message === MULTI_FACTOR_REQUIRED_MESSAGE) {
    return 'multiFactorRequired';
  }
  if (failure.code === 403 && failure.message === MULTI_FACTOR_SETUP_REQUIRED_MESSAGE) {
    return 'multiFactorSetupRequired';
  }
  if (failure.code === 429 && !OWN_TOO_MANY.has(endpoint)) return 'tooManyRequests';
  return null;
}

/**
 * Plugs the stored session into `request()`: the bearer token, the refresh that never races
 * (every request waits for one refresh in flight), one retry after a 401 that a refresh mends,
 * and the error catalogue's flows.
 */
export function installSessionSeam(events: SessionEvents): void {
  setAuthSeam({
    getAccessToken: () => readSession()?.accessToken ?? null,
    beforeRequest: async () => {
      if ((await ensureFreshToken()) === 'ended') events.sessionEnded();
    },
    recover: async (_failure, _endpoint, usedToken) => {
      const outcome = await refreshSession(usedToken);
      if (outcome === 'ended') events.sessionEnded();
      return outcome === 'refreshed';
    },
    // A 401 is `recover`'s: it ends the session only when the refresh token is refused too.
    onFailure: (failure, endpoint) => {
      const flow = flowFor(failure, endpoint);
      if (flow === 'blocked') markBlocked();
      if (flow) events[flow]();
    },
  });
}

/** Spec 000 §4 "Automatic refresh": every 20 s, skipped while a refresh runs. */
export function startAutoRefresh(onEnded: () => void): () => void {
  const timer = setInterval(() => {
    const session = readSession();
    if (!session || !shouldAutoRefresh()) return;
    void refreshSession(session.accessToken).then((outcome) => {
      if (outcome === 'ended') onEnded();
    });
  }, AUTO_REFRESH_INTERVAL_MS);
  return () => clearInterval(timer);
}
