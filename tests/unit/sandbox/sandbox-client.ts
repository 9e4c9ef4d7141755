import * as v from 'valibot';
import { signInResultSchema, type SignInResult } from '../../../src/api/auth/auth.schema';
import type { Sandbox } from '../../../sandbox/app';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import { totp } from '../../../sandbox/totp';

export const ORIGIN = 'http://sandbox.test';

export interface Answer {
  status: number;
  json: Record<string, unknown> & {
    success?: boolean;
    code?: number;
    message?: string;
    results?: unknown;
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Extra request headers, e.g. User-Agent or X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** Sends a request to the sandbox app directly and answers the raw Response. */
export function send(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return Promise.resolve(
    sandbox.app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body })),
  );
}

/** Calls the sandbox app directly, as msw or the Node server would. */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await send(sandbox, method, path, options);
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

export async function signInAs(
  sandbox: Sandbox,
  email: string,
  password = DEMO_PASSWORD,
  headers?: Record<string, string>,
): Promise<SignInResult> {
  const answer = await call(sandbox, 'POST', '/api/v1/auth/signIn', {
    body: { email, password },
    headers,
  });
  if (answer.status !== 200)
    throw new Error(`Sign-in as ${email} answered ${answer.status}: ${answer.json.message}`);
  return v.parse(signInResultSchema, answer.json.results);
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-11-22T15:00:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** A 6-digit code that is none of the codes accepted at `timeMs` (that step and one either side). */
export function wrongTotp(secretBase32: string, timeMs: number): string {
  const accepted = new Set([-30_000, 0, 30_000].map((drift) => totp(secretBase32, timeMs + drift)));
  let code = 0;
  while (accepted.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}
