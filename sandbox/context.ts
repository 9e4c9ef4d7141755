import type { Hono } from 'hono';
import type { CspReports } from './csp-report-store';
import type { Outbox } from './outbox';
import type { PushSender } from './push/web-push';
import type { RequestLog } from './request-log';
import type { ResetTokens } from './reset-tokens';
import type { Chain } from './seed';
import type { SignInThrottle } from './sign-in-throttle';
import type { Broker } from './stomp/broker';
import type { TokenService } from './tokens';
import type { SandboxProfile } from './spec-profile/profile';
import type { MediaFeeds } from './video/media-feeds';

/** What every route reads: the clock, the chain (replaced on reset) and the auth services. */
export interface SandboxContext {
  now: () => number;
  /** Which provider it plays (spec-profile/profile.ts); fixed for the sandbox's life. */
  profile: SandboxProfile;
  chain: Chain;
  tokens: TokenService;
  signInThrottle: SignInThrottle;
  /**
   * The addresses of the proxies whose `X-Forwarded-For` is believed (route.ts
   * `requestClient`); none unless `SANDBOX_TRUSTED_PROXIES` or the option names some.
   */
  trustedProxies: readonly string[];
  requests: RequestLog;
  /** Password-reset links (POST /users/password/forgot). */
  resetTokens: ResetTokens;
  /** The e-mails the sandbox sent (GET /__sandbox/outbox). */
  outbox: Outbox;
  /** The console's content-security-policy violations browsers reported (csp-reports.ts). */
  cspReports: CspReports;
  /**
   * The STOMP broker behind `/sockets/notifications`: `publish(userUuid, destination, payload)`
   * reaches that user's open sockets. Under msw there are no sockets, so it reaches no one.
   */
  broker: Broker;
  /** Web Push to the users' devices (our extension, push/web-push.ts). */
  push: PushSender;
  /**
   * Answers to hold back once, by exact API path: milliseconds between the answer being made
   * and being sent (POST /__sandbox/hold). A test's way to have an answer on its way while the
   * user does something else.
   */
  heldAnswers: Map<string, number>;
  /** The live media stack when the server runs one (sandbox/video); absent under msw. */
  media?: MediaFeeds;
}

export type SandboxEnv = { Variables: { sandbox: SandboxContext } };

/** The Hono app mounted at /api/v1; routes are registered on it with `serve()`. */
export type SandboxApi = Hono<SandboxEnv>;
