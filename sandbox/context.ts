import type { Hono } from 'hono';
import type { RequestLog } from './request-log';
import type { Chain } from './seed';
import type { SignInThrottle } from './sign-in-throttle';
import type { TokenService } from './tokens';

/** What every route reads: the clock, the chain (replaced on reset) and the auth services. */
export interface SandboxContext {
  now: () => number;
  chain: Chain;
  tokens: TokenService;
  signInThrottle: SignInThrottle;
  requests: RequestLog;
}

export type SandboxEnv = { Variables: { sandbox: SandboxContext } };

/** The Hono app mounted at /api/v1; routes are registered on it with `serve()`. */
export type SandboxApi = Hono<SandboxEnv>;
