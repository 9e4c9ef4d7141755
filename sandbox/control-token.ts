import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The control API (`/__sandbox/*`) resets the chain, blocks users and hands out the outbox's
 * password-reset links: whoever reaches it owns every account, ADMIN included. So it answers
 * only a caller holding the token the sandbox made at start (docs/decisions/sign-in-and-access.md,
 * "The sandbox's control API"), sent in this header…
 */
export const CONTROL_TOKEN_HEADER = 'X-Sandbox-Control';
/** …or in this query parameter, so that a link can carry it (the outbox address `npm start` prints). */
export const CONTROL_TOKEN_PARAM = 'control';

/** `SANDBOX_CONTROL_TOKEN` when set (a fixed one for scripts), else a random one per start. */
export function controlTokenFromEnv(): string {
  return process.env.SANDBOX_CONTROL_TOKEN?.trim() || randomBytes(18).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `presented` is `token`, compared as digests in constant time: timing says nothing. */
export function holdsControlToken(token: string, presented: string | undefined): boolean {
  return presented !== undefined && timingSafeEqual(digest(token), digest(presented));
}
